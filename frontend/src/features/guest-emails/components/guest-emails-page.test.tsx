import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GuestEmailsPage } from './guest-emails-page';

describe('GuestEmailsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the page opens, then nothing is sent until the guest says yes; then the stay is named', async () => {
    const fetchMock = vi.fn(async (_request: Request) =>
      jsonResponse({ message: 'Thank you: the e-mails about this stay will come to you as well.', hotel_name: 'Suvarna Lake Palace', check_in: '2026-11-02', check_out: '2026-11-03' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<GuestEmailsPage token="Gu3st-token-long-enough-1234" />);

    expect(screen.getByRole('heading', { level: 1, name: 'E-mails About This Stay' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, E-mail Me' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You Will Hear From Us' })).toBeInTheDocument();
    expect(screen.getByText(/Suvarna Lake Palace, Mon, 2 Nov 2026 – Tue, 3 Nov 2026/)).toBeInTheDocument();
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/bookings/guest-email/confirm');
    expect(await request.json()).toEqual({ token: 'Gu3st-token-long-enough-1234' });
  });

  it('when the stay is no longer booked, then the server\'s reason is shown', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ detail: 'This stay is no longer booked, so there is nothing more to send.' }, 409)));
    const { user } = renderWithProviders(<GuestEmailsPage token="Gu3st-token-long-enough-1234" />);
    await user.click(screen.getByRole('button', { name: 'Yes, E-mail Me' }));
    expect(await screen.findByText('This stay is no longer booked, so there is nothing more to send.')).toBeInTheDocument();
  });

  it('when the address has no token, then the link is called invalid and nothing can be sent', () => {
    renderWithProviders(<GuestEmailsPage token={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This Link Cannot Be Used' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Yes/ })).not.toBeInTheDocument();
  });
});
