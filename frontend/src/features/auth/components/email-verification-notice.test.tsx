import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { EmailVerificationNotice, emailVerificationNoticeTitle } from './email-verification-notice';

const user = { full_name: 'Nila Varma', email: 'nila@example.in' };

describe('EmailVerificationNotice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the address is not confirmed, then the reminder names it, and a new link can be asked for', async () => {
    const fetchMock = vi.fn(async (_request: Request) => jsonResponse({ message: 'We have sent a new confirmation link. It is valid for 7 days.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user: clicker } = renderWithProviders(<EmailVerificationNotice user={{ ...user, email_verified: false }} />, { preloadedState: signedInState() });

    expect(screen.getByRole('region', { name: emailVerificationNoticeTitle })).toHaveTextContent('nila@example.in');
    await clicker.click(screen.getByRole('button', { name: 'Send the link again' }));

    expect(await screen.findByText('We have sent a new confirmation link. It is valid for 7 days.')).toBeInTheDocument();
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/auth/verify-email/resend');
  });

  it('when too many links were asked for, then the server\'s reason is shown', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ detail: 'Too many confirmation e-mails have been sent to this address. Try again in 3 hours.' }, 429)));
    const { user: clicker } = renderWithProviders(<EmailVerificationNotice user={{ ...user, email_verified: false }} />, { preloadedState: signedInState() });

    await clicker.click(screen.getByRole('button', { name: 'Send the link again' }));

    expect(await screen.findByText(/Too many confirmation e-mails/)).toBeInTheDocument();
  });

  it('when the address is confirmed, or nothing is known, then nothing is shown', () => {
    const { container } = renderWithProviders(
      <>
        <EmailVerificationNotice user={{ ...user, email_verified: true }} />
        <EmailVerificationNotice user={user} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
