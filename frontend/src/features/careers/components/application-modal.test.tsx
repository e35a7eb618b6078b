import { careersMessages } from '@suvarna/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { buildJobOpenings } from '../job-openings';
import { ApplicationModal } from './application-modal';

const job = buildJobOpenings()[0]!;

describe('ApplicationModal', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when the form is submitted empty, then every required field is marked with its message, the focus is on the first, and nothing is sent', async () => {
    const { user } = renderWithProviders(<ApplicationModal job={job} user={null} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(careersMessages.required);
    const marked = [
      [screen.getByLabelText(/^Full Name/), 'Full name is required'],
      [screen.getByLabelText(/^Email Address/), 'Email address is required'],
      [screen.getByLabelText(/^Cover Letter/), 'Cover letter is required'],
      [screen.getByLabelText(/^Resume \(PDF or Word/), 'Upload your resume (PDF or Word, up to 5 MB)'],
      [screen.getByRole('checkbox'), careersMessages.consent],
    ] as const;
    for (const [control, message] of marked) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    // Optional fields left blank are not marked.
    expect(screen.getByLabelText(/^Phone Number/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Years of Experience/)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a marked field is corrected, then its mark goes and the focus goes to the next wrong one on the next submit', async () => {
    const { user } = renderWithProviders(<ApplicationModal job={job} user={{ full_name: 'Ira Malhotra', email: 'ira@example.in' }} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Years of Experience/), '77');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByLabelText(/^Years of Experience/)).toHaveAccessibleDescription(careersMessages.experience);
    await waitFor(() => expect(screen.getByLabelText(/^Years of Experience/)).toHaveFocus());

    await user.clear(screen.getByLabelText(/^Years of Experience/));
    expect(screen.getByLabelText(/^Years of Experience/)).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(screen.getByLabelText(/^Cover Letter/)).toHaveFocus());
    expect(screen.getByLabelText(/^Full Name/)).not.toHaveAttribute('aria-invalid');
  });
});
