import { screen, waitFor, within } from '@testing-library/react';
import type { AvailabilityCalendar } from '@suvarna/contracts';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { StayDatePicker } from './stay-date-picker';
import type { StayRange } from './calendar-dates';

const today = '2026-11-27';

/** 3 December is sold out; every other night costs ₹8,000 except 1 December's ₹12,500. */
function calendarAnswer(url: URL): AvailabilityCalendar {
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const nights: AvailabilityCalendar['nights'] = [];
  for (let d = new Date(`${from < today ? today : from}T00:00:00Z`); d.toISOString().slice(0, 10) < to; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    if (date === '2026-12-03') nights.push({ date, price: null, free: 0, sold_out: true });
    else nights.push({ date, price: date === '2026-12-01' ? 12_500 : 8000, free: 4, sold_out: false });
  }
  return { hotel_id: url.searchParams.get('hotel_id'), from, to, bookable: true, nights };
}

function Harness({ initial = { checkIn: '', checkOut: '' } }: { initial?: StayRange }) {
  const [stay, setStay] = useState(initial);
  return (
    <>
      <StayDatePicker hotelId="1" today={today} value={stay} onChange={setStay} />
      <output data-testid="stay">{`${stay.checkIn}/${stay.checkOut}`}</output>
    </>
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const status = () => within(screen.getByRole('dialog')).getByRole('status');

describe('StayDatePicker', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn((request: Request) => Promise.resolve(jsonResponse(calendarAnswer(new URL(request.url)))));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when opened, then two month grids show each night\'s price from one query, with focus on today', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose dates on the calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your dates' });
    expect(within(dialog).getAllByRole('grid').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'November 2026',
      'December 2026',
    ]);
    await waitFor(() => expect(day(/^Tuesday, 1 December 2026/)).toHaveAccessibleName('Tuesday, 1 December 2026, from ₹12,500 a night'));
    expect(day(/^Thursday, 3 December 2026/)).toHaveAccessibleName('Thursday, 3 December 2026, sold out, not available');
    expect(day(/^Thursday, 26 November 2026/)).toHaveAccessibleName('Thursday, 26 November 2026, past');
    expect(day(/^Friday, 27 November 2026/)).toHaveFocus();
    const asked = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe('/api/bookings/availability/calendar');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ hotel_id: '1', from: '2026-11-01', to: '2027-01-01' });
  });

  it('when the guest picks two dates by keyboard, then the dialog closes with the stay and focus returns to the button', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose dates on the calendar' }));
    await waitFor(() => expect(day(/^Tuesday, 1 December 2026/)).toHaveAccessibleName(/₹12,500/));
    // Friday 27 November → Friday 4 December → Monday 30 November: check-in.
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    expect(status()).toHaveTextContent('Check-in Mon, 30 Nov. Now pick the check-out date, up to Thu, 3 Dec.');
    expect(day(/^Monday, 30 November 2026/)).toHaveAccessibleName(/check-in/);
    // Past the sold-out night is not a check-out; the sold-out night itself is (the guest leaves that morning).
    expect(day(/^Friday, 4 December 2026/)).toHaveAccessibleName('Friday, 4 December 2026, from ₹8,000 a night, not a check-out date for this stay, starts a new stay');
    expect(day(/^Thursday, 3 December 2026/)).not.toHaveAttribute('aria-disabled', 'true');
    expect(day(/^Sunday, 29 November 2026/)).not.toHaveAccessibleName(/not a check-out/);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('stay')).toHaveTextContent('2026-11-30/2026-12-03');
    expect(screen.getByRole('button', { name: 'Choose dates on the calendar' })).toHaveFocus();
  });

  it('when a sold-out or past date is clicked as check-in, then nothing is picked; Escape leaves the stay as it was', async () => {
    const { user } = renderWithProviders(<Harness initial={{ checkIn: '2026-12-10', checkOut: '2026-12-12' }} />);
    await user.click(screen.getByRole('button', { name: 'Choose dates on the calendar' }));
    expect(day(/^Thursday, 10 December 2026/)).toHaveFocus();
    expect(day(/^Friday, 11 December 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(day(/^Thursday, 3 December 2026/)).toHaveAccessibleName(/sold out/));
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    await user.click(day(/^Thursday, 3 December 2026/));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(day(/^Thursday, 26 November 2026/));
    expect(status()).toHaveTextContent('Pick the check-in date.');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('stay')).toHaveTextContent('2026-12-10/2026-12-12');
  });

  it('when Page Down moves focus past the months shown, then the next month comes into view and its prices are asked for', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Choose dates on the calendar' }));
    await user.keyboard('{PageDown}{PageDown}');
    expect(day(/^Wednesday, 27 January 2027/)).toHaveFocus();
    expect(screen.queryByRole('grid', { name: 'November 2026' })).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([r]) => new URL((r as Request).url).searchParams.get('from'))).toContain('2026-12-01'));
    // Previous month is never before this one.
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });
});
