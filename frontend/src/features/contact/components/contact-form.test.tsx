import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

const message = {
  name: 'Ananya Rao',
  email: 'ananya@example.in',
  phone: '+91 98765 43210',
  subject: 'Anniversary stay in Udaipur',
  message: 'We would like a lake-view suite for two nights in December.',
};

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText(/Full Name/), message.name);
  await user.type(screen.getByLabelText(/Email Address/), message.email);
  await user.type(screen.getByLabelText(/Phone Number/), message.phone);
  await user.type(screen.getByLabelText(/Subject/), message.subject);
  await user.type(screen.getByLabelText(/^Message/), message.message);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('ContactForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when rendered, then the four inquiry types are offered with General Inquiry chosen', () => {
    renderWithProviders(<ContactForm />);
    const types = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');
    expect(types).toHaveLength(4);
    expect(types[0]).toContain('General Inquiry');
    expect(types[1]).toContain('Booking Support');
    expect(types[2]).toContain('Corporate Partnerships');
    expect(types[3]).toContain('Feedback & Suggestions');
    expect(screen.getByRole('radio', { name: /General Inquiry/ })).toBeChecked();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
  });

  it('when a message is sent, then the button shows Sending... and then the server message in green, with the form reset to an inquiry', async () => {
    const reply = deferred<Response>();
    fetchMock.mockReturnValue(reply.promise);
    const { user } = renderWithProviders(<ContactForm />);

    await user.click(screen.getByRole('radio', { name: /Corporate Partnerships/ }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();

    reply.resolve(jsonResponse({ message: 'Thank you, Ananya. Our team will reply within 24 hours.' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you, Ananya. Our team will reply within 24 hours.'));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /General Inquiry/ })).toBeChecked();

    const request: unknown = fetchMock.mock.calls[0]?.[0];
    if (!(request instanceof Request)) throw new Error('fetch was not called with a Request');
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/contact');
    expect(await request.json()).toEqual({ ...message, type: 'corporate' });
  });

  it('when sending fails, then a red failure message is shown and the entries are kept', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Mail service unavailable' }, 503));
    const { user } = renderWithProviders(<ContactForm />);

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue(message.name);
  });

  it('when the server cannot be reached, then the failure message is shown', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderWithProviders(<ContactForm />);

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });

  it('when required fields are empty, then each is flagged and nothing is sent', async () => {
    const { user } = renderWithProviders(<ContactForm />);

    for (const label of [/Full Name/, /Email Address/, /Phone Number/, /Subject/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }

    await user.type(screen.getByLabelText(/Subject/), 'Only a subject');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Subject/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
