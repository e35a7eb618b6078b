import { careersDepartments, type JobApplication } from '@suvarna/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { HrDashboard, istInputToIso } from './hr-dashboard';

const hrState = signedInState({ id: 'hr-1', full_name: 'Asha Rao', email: 'hr@suvarnahotels.in', role: 'hr' });

function application(id: string, overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    id,
    application_id: `APP-2026-00000${id}`,
    full_name: `Applicant ${id}`,
    email: `a${id}@example.in`,
    phone: '',
    city: 'Delhi',
    position_title: 'Software Engineer',
    department: 'Engineering',
    experience_years: 4,
    cover_letter: 'Hello.',
    resume_url: null,
    status: 'under_review',
    submitted_at: '2026-11-01T10:00:00.000Z',
    status_history: [],
    interviews: [],
    notes: [],
    ...overrides,
  };
}

const apps = [application('1'), application('2', { status: 'hired', full_name: 'Hired Person' }), application('3', { status: 'rejected', full_name: 'Rejected Person', experience_years: null })];
const pathOf = (input: unknown) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;

describe('HrDashboard', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async (input: unknown) => {
      const path = pathOf(input);
      if (path.endsWith('/admin/all')) return jsonResponse(apps);
      if (path.endsWith('/analytics')) return jsonResponse({ total_applications: 3, recent_applications_30_days: 3, status_breakdown: {} });
      return jsonResponse({ detail: 'not expected' }, 500);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = () => renderWithProviders(<HrDashboard token="token-123" />, { preloadedState: hrState });
  const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name},`) });

  it('when HR filters by department, then every department of the careers page is offered (19 options with All)', async () => {
    render();
    const options = within(screen.getByLabelText('Department')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(19);
    expect(options.slice(1)).toEqual([...careersDepartments]);
  });

  it('when an application is hired or rejected, then it offers no Reject and no status change; a blank experience reads as not stated', async () => {
    const { user } = render();
    await screen.findByText('Hired Person');
    expect(within(row('Applicant 1')).getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
    expect(within(row('Hired Person')).queryByRole('button', { name: /^Reject/ })).toBeNull();
    expect(within(row('Rejected Person')).queryByRole('button', { name: /^Reject/ })).toBeNull();
    expect(row('Rejected Person')).toHaveTextContent('Experience not stated');
    expect(row('Rejected Person')).not.toHaveTextContent('0 yrs');

    await user.click(within(row('Hired Person')).getByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('New status')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Schedule Interview' })).toBeNull();
    expect(dialog).toHaveTextContent('it is closed');
  });

  it('when HR schedules an interview without a date, then the date field is marked with a message and focused, and nothing is sent', async () => {
    const { user } = render();
    await screen.findByText('Applicant 1');
    await user.click(within(row('Applicant 1')).getByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog');
    const calls = fetchMock.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Interview' }));
    const when = within(dialog).getByLabelText(/^Interview date and time \(IST\)/);
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(when).toHaveAccessibleDescription('Choose the date and time of the interview (IST)');
    await waitFor(() => expect(when).toHaveFocus());
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('when HR rejects from the list, then the reason is labelled as shown to the applicant, beside a separate internal note', async () => {
    const { user } = render();
    await screen.findByText('Applicant 1');
    await user.click(within(row('Applicant 1')).getByRole('button', { name: /^Reject/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('New status')).toHaveValue('rejected');
    expect(within(dialog).getByLabelText(/^Reason shown to the applicant/)).toHaveAccessibleDescription(/reads this word for word/);
    expect(within(dialog).getByLabelText(/^Internal note \(HR only\)/)).toHaveAccessibleDescription(/never shown to the applicant/);
    // The status list offers neither withdrawn (the applicant's) nor the current status.
    const offered = within(within(dialog).getByLabelText('New status')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(offered).not.toContain('withdrawn');
    expect(offered).not.toContain('under_review');
  });

  it('reads an interview time typed in the form as India time, whatever the browser zone', () => {
    expect(istInputToIso('2026-12-01T11:00')).toBe('2026-12-01T05:30:00.000Z');
    expect(istInputToIso('')).toBeNull();
  });
});
