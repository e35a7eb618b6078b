import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { properties } from '@suvarna/sample-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { catalogueHotels } from '../testing/hotel-fixtures';
import { PropertiesBrowser } from './properties-browser';

const cards = () => screen.queryAllByTestId('hotel-card');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const cardOf = (name: string) => {
  const card = cards().find((candidate) => within(candidate).queryByRole('heading', { name }));
  if (!card) throw new Error(`No card for ${name}`);
  return card;
};
const filterButton = () => screen.getByRole('button', { name: /^Filter/ });

async function renderLoaded() {
  const rendered = renderWithProviders(<PropertiesBrowser />, { route: '/hotels' });
  await screen.findAllByTestId('hotel-card');
  return rendered;
}

describe('PropertiesBrowser', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse(catalogueHotels));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the list is on its way, then the loading text shows', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    renderWithProviders(<PropertiesBrowser />, { route: '/hotels' });
    expect(screen.getByText('Loading our beautiful properties...')).toBeInTheDocument();
  });

  it('when the API answers, then every property shows, open, pre-opening and future, and the Filter button counts them', async () => {
    await renderLoaded();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/hotels');
    expect(cardNames()).toEqual(catalogueHotels.map((hotel) => hotel.name));
    expect(filterButton()).toHaveTextContent('5');
  });

  it('when the dropdowns open, then they offer All States and All Property Types plus the values in the data', async () => {
    await renderLoaded();
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
    expect(options('State')).toEqual(['All States', 'Delhi', 'Ladakh', 'Maharashtra', 'Uttarakhand']);
    expect(options('Property Type')).toEqual(['All Property Types', 'Eco Lodge', 'Luxury Business Hotel', 'Wellness Retreat']);
  });

  it('when searching, then the text matches part of a name or a location in any case and the count follows', async () => {
    const { user } = await renderLoaded();
    await user.type(screen.getByLabelText('Search'), 'MUMBAI');
    expect(cardNames()).toEqual(['Suvarna Marine Drive Mumbai']);
    expect(filterButton()).toHaveTextContent('1');

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'rishi');
    expect(cardNames()).toEqual(['Suvarna Ganga Wellness']);
  });

  it('when a state and a type are chosen, then only properties matching both remain', async () => {
    const { user } = await renderLoaded();
    await user.selectOptions(screen.getByLabelText('State'), 'Uttarakhand');
    expect(filterButton()).toHaveTextContent('2');
    await user.selectOptions(screen.getByLabelText('Property Type'), 'Wellness Retreat');
    expect(cardNames()).toEqual(['Suvarna Ganga Wellness', 'Suvarna Himalayan Sanctuary']);
    await user.type(screen.getByLabelText('Search'), 'sanctuary');
    expect(cardNames()).toEqual(['Suvarna Himalayan Sanctuary']);
    expect(filterButton()).toHaveTextContent('1');
  });

  it('when nothing matches, then the no-results state offers Clear Filters, which brings every property back', async () => {
    const { user } = await renderLoaded();
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    await user.selectOptions(screen.getByLabelText('Property Type'), 'Eco Lodge');
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No Properties Found')).toBeInTheDocument();
    expect(filterButton()).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByLabelText('State')).toHaveValue('');
    expect(screen.getByLabelText('Property Type')).toHaveValue('');
  });

  it('when the Filter button is pressed, then the results heading takes focus', async () => {
    // jsdom has no layout, so no scrollIntoView: stand one in to see that it is asked for.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = await renderLoaded();
    await user.selectOptions(screen.getByLabelText('State'), 'Delhi');
    await user.click(filterButton());
    expect(screen.getByRole('heading', { level: 2, name: /1 of 5/ })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalled();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('when cards show, then each carries its rating from data and its status, and only open properties offer Book', async () => {
    await renderLoaded();
    const ratingOf = (name: string) => within(cardOf(name)).getByTestId('shown-rating');
    // Reviews: their average and count; none: the hotel's own rating, labelled, with no count; a future project: not yet rated.
    expect(ratingOf('Suvarna Marine Drive Mumbai')).toHaveTextContent('4.2(12 reviews)');
    expect(ratingOf('Suvarna Imperial Delhi')).toHaveTextContent('4.5Hotel rating');
    expect(ratingOf('Suvarna Imperial Delhi')).not.toHaveTextContent(/review/);
    expect(ratingOf('Suvarna Himalayan Sanctuary')).toHaveTextContent('Not yet rated');
    for (const card of cards()) expect(card).not.toHaveTextContent('4.8');
    expect(cardOf('Suvarna Imperial Delhi')).toHaveTextContent('Open Now');
    expect(cardOf('Suvarna Indus Leh')).toHaveTextContent('Pre-Opening');
    expect(cardOf('Suvarna Himalayan Sanctuary')).toHaveTextContent('Coming Soon');

    const book = within(cardOf('Suvarna Imperial Delhi')).getByRole('link', { name: /^Book/ });
    expect(book).toHaveAttribute('href', '/book-now?hotel=1');
    expect(within(cardOf('Suvarna Indus Leh')).queryByRole('link', { name: /^Book/ })).toBeNull();
    expect(within(cardOf('Suvarna Himalayan Sanctuary')).queryByRole('link', { name: /^Book/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Book/ })).toHaveLength(3);
    expect(within(cardOf('Suvarna Indus Leh')).getByRole('link', { name: /^View/ })).toHaveAttribute('href', '/hotels/pre1');
  });

  it('when a property has more than 4 amenities or 2 room types, then the rest are counted as more', async () => {
    await renderLoaded();
    const delhi = cardOf('Suvarna Imperial Delhi');
    const amenities = within(within(delhi).getByRole('list', { name: 'Amenities' })).getAllByRole('listitem');
    expect(amenities.map((item) => item.textContent?.trim())).toEqual(['📶 Free WiFi', '🤖 AI Concierge', '💆 Spa', '🏊 Pool', '+2 more']);
    expect(delhi).toHaveTextContent('Executive Suite');
    expect(delhi).toHaveTextContent('Deluxe Room');
    expect(delhi).not.toHaveTextContent('Presidential Suite');
    expect(delhi).toHaveTextContent('+1 more room types');

    const mumbai = cardOf('Suvarna Marine Drive Mumbai');
    expect(mumbai).not.toHaveTextContent(/\+\d+ more/);
  });

  it('when a card shows its price, then it is the cheapest room per night with its contact details', async () => {
    await renderLoaded();
    const delhi = cardOf('Suvarna Imperial Delhi');
    expect(delhi).toHaveTextContent('From ₹12,000/night');
    expect(delhi).toHaveTextContent('₹22,000/night');
    expect(within(delhi).getByRole('link', { name: '+91 11 4567 8901' })).toHaveAttribute('href', 'tel:+911145678901');
    expect(within(delhi).getByRole('link', { name: '1@suvarnahotels.in' })).toHaveAttribute('href', 'mailto:1@suvarnahotels.in');
    expect(delhi).toHaveTextContent('Delhi, Delhi');
  });

  it('when a photo fails to load, then the default hotel image replaces it', async () => {
    await renderLoaded();
    const photo = within(cardOf('Suvarna Imperial Delhi')).getByRole('img');
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', '/images/hotels/default-hotel.svg');
  });

  it('when the API fails, then the embedded properties show and one warning is logged', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Service unavailable' }, 503));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<PropertiesBrowser />, { route: '/hotels' });
    await waitFor(() => expect(cards()).toHaveLength(properties.length));
    expect(filterButton()).toHaveTextContent(String(properties.length));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('when the API answers with a broken shape, then it is treated as a failure and the embedded properties show', async () => {
    fetchMock.mockImplementation(async () => jsonResponse([{ id: 1 }]));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PropertiesBrowser />, { route: '/hotels' });
    await waitFor(() => expect(cards()).toHaveLength(properties.length));
  });

  it('when the address carries filters, then the list opens already filtered', async () => {
    renderWithProviders(<PropertiesBrowser />, { route: '/hotels?state=Uttarakhand&q=ganga' });
    await screen.findAllByTestId('hotel-card');
    expect(cardNames()).toEqual(['Suvarna Ganga Wellness']);
    expect(screen.getByLabelText('Search')).toHaveValue('ganga');
  });
});
