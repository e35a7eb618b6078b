import type { Hotel } from '@suvarna/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { AdminHotelsScreen } from './admin-hotels-screen';

const adminState = signedInState({ id: 'a-1', full_name: 'Admin', email: 'admin@suvarnahotels.in', role: 'admin' });

const room = (type: string, price: number) => ({ type, price, capacity: 2, available: 10 });
const palace: Hotel = {
  id: 'h-1',
  _id: 'h-1',
  name: 'Suvarna Palace Jaipur',
  location: 'Jaipur',
  state: 'Rajasthan',
  type: 'Heritage Palace Hotel',
  rating: 4.6,
  shownRating: { source: 'hotel', score: 4.6 },
  images: [],
  amenities: ['Pool'],
  features: [],
  rooms: [room('Palace Room', 16000), room('Heritage Suite', 28000), room('Royal Suite', 52000), room('Zenana Suite', 61000), room('Maharaja Suite', 125000)],
  description: 'A palace.',
  status: 'active',
  contact: { phone: '+91 141 456 7812', email: 'jaipur@suvarnahotels.in', address: 'Amer Road, Jaipur' },
};
const leh: Hotel = { ...palace, id: 'pre1', _id: 'pre1', name: 'Suvarna Indus Leh', status: 'pre-opening', rooms: [room('Ladakhi Room', 12000)], openingDate: '2026-03-15' };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

describe('AdminHotelsScreen', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let calls: Call[];
  let hotels: Hotel[];
  let writeResponse: () => Response;
  let inventoryWarnings: unknown[];

  beforeEach(() => {
    calls = [];
    hotels = [palace, leh];
    writeResponse = () => jsonResponse(palace, 201);
    inventoryWarnings = [];
    fetchMock = vi.fn(async (input: unknown) => {
      if (!(input instanceof Request)) throw new Error('fetch was not called with a Request');
      const path = new URL(input.url).pathname;
      const text = await input.text();
      calls.push({ method: input.method, path, body: text ? JSON.parse(text) : undefined });
      if (input.method === 'GET') return jsonResponse(hotels);
      if (path === '/api/admin/bookings/inventory-check') return jsonResponse({ hotel_id: 'h-1', warnings: inventoryWarnings });
      return writeResponse();
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const writes = () => calls.filter((call) => call.method !== 'GET' && call.path !== '/api/admin/bookings/inventory-check');
  const checks = () => calls.filter((call) => call.path === '/api/admin/bookings/inventory-check');

  it('when the admin is not authenticated, then nothing is loaded', () => {
    renderWithProviders(<AdminHotelsScreen isAuthenticated={false} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when hotels load, then the tiles total them and each card shows 3 room types and +N more', async () => {
    renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    const card = await screen.findByRole('article', { name: 'Suvarna Palace Jaipur' });
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Total Hotels')).toHaveTextContent('2');
    expect(tile('Active')).toHaveTextContent('1');
    expect(tile('Pre-Opening')).toHaveTextContent('1');
    expect(tile('Total Room Types')).toHaveTextContent('6');

    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Palace Room₹16,000/night', 'Heritage Suite₹28,000/night', 'Royal Suite₹52,000/night']);
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Suvarna Indus Leh' })).queryByText(/more/)).not.toBeInTheDocument();

    const view = within(card).getByRole('link', { name: /View Suvarna Palace Jaipur/ });
    expect(view).toHaveAttribute('href', '/hotels/h-1');
    expect(view).toHaveAttribute('target', '_blank');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/admin/hotels' });
  });

  it('when there are no hotels, then No Hotels Found is shown', async () => {
    hotels = [];
    renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    expect(await screen.findByRole('heading', { name: 'No Hotels Found' })).toBeInTheDocument();
  });

  it('when the list fails to load, then the failure is only logged and the empty state shows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'down' }, 503));
    renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    expect(await screen.findByRole('heading', { name: 'No Hotels Found' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load hotels', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when delete is pressed, then the confirm names the hotel in quotes and only an accepted confirm deletes it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    writeResponse = () => jsonResponse({ success: true, message: 'Hotel deleted' });
    const { user } = renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: 'Delete Suvarna Palace Jaipur' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete "Suvarna Palace Jaipur"?');
    expect(writes()).toEqual([]);

    hotels = [leh];
    await user.click(screen.getByRole('button', { name: 'Delete Suvarna Palace Jaipur' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'DELETE', path: '/api/admin/hotels/h-1', body: undefined }]));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Suvarna Palace Jaipur' })).not.toBeInTheDocument());
  });

  it('when a delete fails, then the alert reads Failed to delete hotel', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    writeResponse = () => jsonResponse({ detail: 'Hotel not found' }, 404);
    const { user } = renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: 'Delete Suvarna Indus Leh' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete hotel'));
  });

  it('when the add form is sent without its required fields, then each is flagged and nothing is posted', async () => {
    const { user } = renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: /Add New Hotel/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Hotel' });
    expect(within(dialog).getByLabelText(/Rating/)).toHaveValue(4);
    expect(within(dialog).getByLabelText(/Rating/)).toHaveAttribute('step', '0.1');
    expect(within(dialog).getByLabelText(/Rating/)).toHaveAttribute('min', '1');
    expect(within(dialog).getByLabelText(/Rating/)).toHaveAttribute('max', '5');
    expect(within(dialog).getByLabelText(/Room type/)).toHaveValue('Standard Room');
    expect(within(dialog).getByLabelText(/Price/)).toHaveValue(10000);
    expect(within(dialog).getByLabelText(/Capacity/)).toHaveValue(2);
    expect(within(dialog).getByLabelText(/Available/)).toHaveValue(20);
    for (const label of [/Hotel Name/, /^Type/, /Location/, /^State/]) expect(within(dialog).getByLabelText(label)).toBeRequired();

    await user.clear(within(dialog).getByLabelText(/Rating/));
    await user.type(within(dialog).getByLabelText(/Rating/), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add Hotel' }));

    for (const message of ['Name is required', 'Type is required', 'Location is required', 'State is required', 'Rating must be between 1 and 5']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(within(dialog).getByLabelText(/Hotel Name/)).toHaveFocus());
    expect(writes()).toEqual([]);
  });

  it('when a hotel is added, then empty image and amenity rows are dropped from the POST and the list reloads', async () => {
    const { user } = renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: /Add New Hotel/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Hotel' });
    await user.type(within(dialog).getByLabelText(/Hotel Name/), 'Suvarna Palace Jaipur');
    await user.type(within(dialog).getByLabelText(/^Type/), 'Heritage Palace Hotel');
    await user.type(within(dialog).getByLabelText(/Location/), 'Jaipur');
    await user.type(within(dialog).getByLabelText(/^State/), 'Rajasthan');
    await user.type(within(dialog).getByLabelText('Image URL 1'), '/images/hotels/jaipur-1.svg');
    await user.click(within(dialog).getByRole('button', { name: /Add Image URL/ }));
    await user.click(within(dialog).getByRole('button', { name: /Add Amenity/ }));
    await user.type(within(dialog).getByLabelText('Amenity 2'), 'Spa');
    await user.click(within(dialog).getByRole('button', { name: 'Add Hotel' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/hotels',
      body: {
        name: 'Suvarna Palace Jaipur',
        type: 'Heritage Palace Hotel',
        location: 'Jaipur',
        state: 'Rajasthan',
        rating: '4',
        images: ['/images/hotels/jaipur-1.svg'],
        amenities: ['Spa'],
        rooms: [{ type: 'Standard Room', price: '10000', capacity: '2', available: '20' }],
        status: 'active',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('"Suvarna Palace Jaipur" has been added.');
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('when adding fails, then the alert reads Failed to add hotel and the server detail shows in the form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    writeResponse = () => jsonResponse({ detail: 'Room types must be unique within a hotel', code: 'validation_failed' }, 400);
    const { user } = renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: /Add New Hotel/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Hotel' });
    await user.type(within(dialog).getByLabelText(/Hotel Name/), 'Suvarna Palace Jaipur');
    await user.type(within(dialog).getByLabelText(/^Type/), 'Heritage Palace Hotel');
    await user.type(within(dialog).getByLabelText(/Location/), 'Jaipur');
    await user.type(within(dialog).getByLabelText(/^State/), 'Rajasthan');
    await user.click(within(dialog).getByRole('button', { name: 'Add Hotel' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add hotel'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Room types must be unique within a hotel');
    expect(screen.getByRole('dialog', { name: 'Add New Hotel' })).toBeInTheDocument();
  });

  it('when a hotel is edited, then the form opens prefilled and the change is sent with PUT', async () => {
    writeResponse = () => jsonResponse({ ...palace, name: 'Suvarna Rajmahal Jaipur' });
    const { user } = renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: 'Edit Suvarna Palace Jaipur' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    expect(within(dialog).getByLabelText(/Hotel Name/)).toHaveValue('Suvarna Palace Jaipur');
    expect(within(dialog).getAllByLabelText(/Room type/)).toHaveLength(5);
    expect(within(dialog).getByLabelText(/Rating/)).toHaveValue(4.6);

    await user.clear(within(dialog).getByLabelText(/Hotel Name/));
    await user.type(within(dialog).getByLabelText(/Hotel Name/), 'Suvarna Rajmahal Jaipur');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/api/admin/hotels/h-1', body: { name: 'Suvarna Rajmahal Jaipur', contact: palace.contact, amenities: ['Pool'], images: [] } });
    expect(await screen.findByRole('status')).toHaveTextContent('"Suvarna Rajmahal Jaipur" has been updated.');
  });

  it('when an edit lowers a room count below what some nights have sold, then the nights are named before saving and after', async () => {
    writeResponse = () => jsonResponse(palace);
    inventoryWarnings = [
      { hotel_id: 'h-1', hotel_name: 'Suvarna Palace Jaipur', room_type: 'Palace Room', available: 1, nights: [{ night: '2026-12-04', sold: 3 }] },
      { hotel_id: 'h-1', hotel_name: 'Suvarna Palace Jaipur', room_type: 'Heritage Suite', available: 0, nights: [{ night: '2026-12-04', sold: 1 }, { night: '2026-12-05', sold: 2 }] },
    ];
    const { user } = renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: 'Edit Suvarna Palace Jaipur' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hotel' });
    const available = within(dialog).getAllByLabelText(/Available/)[0]!;
    await user.clear(available);
    await user.type(available, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('3 rooms of Palace Room are already booked on Fri, 4 Dec 2026, but the hotel now has 1. Existing bookings are kept; no more rooms of this type will be sold on these nights.');
    expect(warning).toHaveTextContent('than the 0 the hotel now has, on 2 nights: Fri, 4 Dec 2026 (1 booked), Sat, 5 Dec 2026 (2 booked).');
    expect(checks()[0]!.body).toEqual({
      hotel_id: 'h-1',
      rooms: [
        { type: 'Palace Room', available: 1 },
        { type: 'Heritage Suite', available: 10 },
        { type: 'Royal Suite', available: 10 },
        { type: 'Zenana Suite', available: 10 },
        { type: 'Maharaja Suite', available: 10 },
      ],
    });
    expect(writes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save Anyway' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(checks()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('"Suvarna Palace Jaipur" now has fewer rooms than are already booked on some nights.');
    expect(screen.getByRole('alert')).toHaveTextContent('Palace Room');
  });

  it('when the booking service cannot check, then the edit is saved anyway', async () => {
    writeResponse = () => jsonResponse(palace);
    inventoryWarnings = [{ broken: true }];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<AdminHotelsScreen isAuthenticated />, { preloadedState: adminState });
    await user.click(await screen.findByRole('button', { name: 'Edit Suvarna Palace Jaipur' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('"Suvarna Palace Jaipur" has been updated.');
  });
});
