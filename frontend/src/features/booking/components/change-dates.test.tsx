import type { Booking } from '@suvarna/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { ChangeDates } from './change-dates';

const booking = {
  id: 'bk-1',
  checkIn: '2030-03-20',
  checkOut: '2030-03-22',
} as Booking;

const answer = {
  booking_id: 'bk-1',
  check_in: '2030-03-21',
  check_out: '2030-03-24',
  nights: 3,
  previous_total: 26880,
  refund: 0,
  hold_expires_at: null,
};

describe('ChangeDates', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse({ ...answer, status: 'payment_required', total_amount: 40320, difference: 13440, date_change_id: '5d1c8f6e-2f7a-4c1e-9d6b-0a1b2c3d4e5f', hold_expires_at: '2030-01-01T00:30:00Z' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when the new dates cost more, then the browser goes straight to the Stripe Checkout the answer carries', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ ...answer, status: 'payment_required', total_amount: 40320, difference: 13440, date_change_id: '5d1c8f6e-2f7a-4c1e-9d6b-0a1b2c3d4e5f', hold_expires_at: '2030-01-01T00:30:00Z', checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1', session_id: 'cs_test_1' }),
    );
    const startCheckout = vi.fn(async (): Promise<string | undefined> => undefined);
    const goToCheckout = vi.fn();
    const { user } = renderWithProviders(<ChangeDates booking={booking} checkout={{ startCheckout, starting: false, goToCheckout }} />, { preloadedState: signedInState() });
    fireEvent.change(screen.getByLabelText(/New check-out/), { target: { value: '2030-03-23' } });
    await user.click(screen.getByRole('button', { name: 'Change Dates' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(startCheckout).not.toHaveBeenCalled();
    expect(screen.getByText(/The new dates cost ₹13,440 more. Taking you to payment/)).toBeInTheDocument();
    expect(await fetchMock.mock.calls[0]![0].json()).toEqual({ check_in: '2030-03-20', check_out: '2030-03-23', origin_url: window.location.origin });
  });

  it('when the answer has no checkout address (payment was slow), then the page opens the checkout of that change itself', async () => {
    const startCheckout = vi.fn(async (): Promise<string | undefined> => undefined);
    const { user } = renderWithProviders(<ChangeDates booking={booking} checkout={{ startCheckout, starting: false }} />, { preloadedState: signedInState() });
    fireEvent.change(screen.getByLabelText(/New check-in/), { target: { value: '2030-03-21' } });
    fireEvent.change(screen.getByLabelText(/New check-out/), { target: { value: '2030-03-24' } });
    await user.click(screen.getByRole('button', { name: 'Change Dates' }));
    await vi.waitFor(() => expect(startCheckout).toHaveBeenCalledWith('bk-1', '5d1c8f6e-2f7a-4c1e-9d6b-0a1b2c3d4e5f'));
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toContain('/api/bookings/bk-1/change-dates');
    expect(await request.json()).toEqual({ check_in: '2030-03-21', check_out: '2030-03-24', origin_url: window.location.origin });
  });

  it('when the new dates cost less, then the stay moves and the refund is shown', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ...answer, check_out: '2030-03-22', nights: 1, status: 'changed', total_amount: 13440, difference: -13440, refund: 13440, date_change_id: null }));
    const startCheckout = vi.fn(async (): Promise<string | undefined> => undefined);
    const { user } = renderWithProviders(<ChangeDates booking={booking} checkout={{ startCheckout, starting: false }} />, { preloadedState: signedInState() });
    fireEvent.change(screen.getByLabelText(/New check-in/), { target: { value: '2030-03-21' } });
    await user.click(screen.getByRole('button', { name: 'Change Dates' }));
    expect(await screen.findByText(/₹13,440 is being refunded to your card/)).toBeInTheDocument();
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('when a change waits for its payment, then the page says which dates, how much and until when, and pays that change, not another', async () => {
    const startCheckout = vi.fn(async (): Promise<string | undefined> => undefined);
    const waiting = {
      ...booking,
      pending_date_change: { date_change_id: '5d1c8f6e-2f7a-4c1e-9d6b-0a1b2c3d4e5f', check_in: '2030-03-21', check_out: '2030-03-24', nights: 3, total_amount: 40320, difference: 13440, hold_expires_at: '2030-03-01T05:00:00.000Z' },
    } as Booking;
    const { user } = renderWithProviders(<ChangeDates booking={waiting} checkout={{ startCheckout, starting: false }} />, { preloadedState: signedInState() });
    const notice = screen.getByRole('group', { name: 'Change of dates waiting for payment' });
    // 05:00 UTC is 10:30 am in India.
    expect(notice).toHaveTextContent(/Your move to .*21 Mar 2030.*24 Mar 2030 \(3 nights\) is waiting for its payment of ₹13,440\. The new nights are held for you until 10:30 am IST/);
    // A second change would be refused while this one waits: the form is not offered.
    expect(screen.queryByRole('button', { name: 'Change Dates' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay ₹13,440' }));
    expect(startCheckout).toHaveBeenCalledWith('bk-1', '5d1c8f6e-2f7a-4c1e-9d6b-0a1b2c3d4e5f');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the guest came back from that checkout unpaid, then the page says the dates stay and does not offer to pay the change again', () => {
    const waiting = {
      ...booking,
      pending_date_change: { date_change_id: '5d1c8f6e-2f7a-4c1e-9d6b-0a1b2c3d4e5f', check_in: '2030-03-21', check_out: '2030-03-24', nights: 3, total_amount: 40320, difference: 13440, hold_expires_at: '2030-03-01T05:00:00.000Z' },
    } as Booking;
    const startCheckout = vi.fn(async (): Promise<string | undefined> => undefined);
    renderWithProviders(<ChangeDates booking={waiting} checkout={{ startCheckout, starting: false }} initialOutcome={{ kind: 'success', message: 'The difference was not paid, so your stay keeps its dates.' }} />, {
      preloadedState: signedInState(),
    });
    expect(screen.getByText('The difference was not paid, so your stay keeps its dates.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Change of dates waiting for payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change Dates' })).toBeInTheDocument();
  });
});
