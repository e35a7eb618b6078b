import { screen, waitFor, within } from '@testing-library/react';
import { properties } from '@suvarna/sample-data';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PropertiesMap } from './properties-map';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

describe('PropertiesMap', () => {
  it('when the properties are drawn, then each is a link named by the hotel, its town and status, and the key counts them by status', async () => {
    renderWithProviders(<PropertiesMap hotels={properties} />);
    const map = screen.getByRole('group', { name: 'Our Hotels on the Map' });
    const pins = within(map).getAllByRole('link');
    expect(pins).toHaveLength(25);
    expect(within(map).getByRole('link', { name: 'Suvarna Imperial Delhi, Delhi, Delhi: Open' })).toHaveAttribute('href', '/hotels/1');
    expect(pins.filter((pin) => pin.getAttribute('data-status') === 'pre-opening')).toHaveLength(5);
    expect(within(screen.getByRole('list', { name: 'Key' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Open: 17 properties',
      'Pre-opening: 5 properties',
      'Future project: 3 properties',
    ]);
    // The outline arrives in its own chunk.
    await waitFor(() => expect(map.querySelectorAll('path').length).toBeGreaterThan(30));
  });

  it('when a pin is focused and pressed, then it is named under the map and its hotel page opens', async () => {
    const { user } = renderWithProviders(
      <>
        <PropertiesMap hotels={properties} />
        <LocationProbe />
      </>,
    );
    const pin = screen.getByRole('link', { name: /^Suvarna Viceregal Shimla/ });
    pin.focus();
    expect(await screen.findByText('Suvarna Viceregal Shimla')).toBeInTheDocument();
    // jsdom does not follow an SVG link on Enter; the browser journey presses Enter in Chromium.
    await user.click(pin);
    expect(screen.getByTestId('location')).toHaveTextContent('/hotels/7');
  });

  it('when a hotel has no coordinates, then it has no pin and is not counted', () => {
    const [first, ...rest] = properties;
    const { coordinates: _none, ...unplaced } = first!;
    renderWithProviders(<PropertiesMap hotels={[unplaced, ...rest]} />);
    expect(screen.getAllByRole('link')).toHaveLength(24);
    expect(screen.queryByRole('link', { name: /Imperial Delhi/ })).not.toBeInTheDocument();
    expect(screen.getByText('Open: 16 properties')).toBeInTheDocument();
  });
});
