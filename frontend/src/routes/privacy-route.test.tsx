import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PrivacyRoute } from './privacy-route';

function CurrentAddress() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Current address">{`${pathname}${hash}`}</output>;
}

describe('PrivacyRoute', () => {
  it('when the cookie policy address is opened, then the privacy page is shown pointing at its cookies section', async () => {
    renderWithProviders(
      <>
        <PrivacyRoute />
        <CurrentAddress />
      </>,
      { route: '/cookies' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByText('/cookies#cookies')).toBeInTheDocument();
    expect(document.getElementById('cookies')).toHaveTextContent('suvarna_refresh');
    expect(document.title).toContain('Cookie Policy');
  });

  it('when the privacy address is opened, then the address is left as it is', () => {
    renderWithProviders(
      <>
        <PrivacyRoute />
        <CurrentAddress />
      </>,
      { route: '/privacy' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(/^\/privacy$/);
    expect(document.title).toContain('Privacy Policy');
  });
});
