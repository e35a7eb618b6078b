import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { VerifyEmailPage } from './verify-email-page';

describe('VerifyEmailPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the link is good, then the token is sent once and the page says the address is confirmed', async () => {
    const fetchMock = vi.fn(async (_request: Request) => jsonResponse({ message: 'Thank you: your e-mail address is confirmed.', email: 'nila@example.in' }));
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<VerifyEmailPage token="T0k3n-with-enough-characters" signedIn={false} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail Address Confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/nila@example\.in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0];
    expect(await request.json()).toEqual({ token: 'T0k3n-with-enough-characters' });
  });

  it('when the link has expired, then the server\'s reason is shown with a way on', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ detail: 'This confirmation link has expired. Ask for a new one from your dashboard.' }, 400)));

    renderWithProviders(<VerifyEmailPage token="T0k3n-with-enough-characters" signedIn />);

    expect(await screen.findByRole('heading', { level: 1, name: 'This Link Cannot Be Used' })).toBeInTheDocument();
    expect(screen.getByText(/has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('when the address has no token, then nothing is sent and the link is called invalid', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<VerifyEmailPage token={null} signedIn={false} />);

    expect(screen.getByRole('heading', { level: 1, name: 'This Link Cannot Be Used' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
