import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import type { AccountUser } from '../account-types';
import { AccountDashboard } from './account-dashboard';
import { DashboardHero } from './dashboard-hero';

const guest: AccountUser = { full_name: 'Ishaan Kapoor', email: 'ishaan@example.in', phone: null, role: 'guest', department: null };

function hrefsIn(listName: string): (string | null)[] {
  return within(screen.getByRole('list', { name: listName }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

function allHrefs(): (string | null)[] {
  return screen.getAllByRole('link').map((link) => link.getAttribute('href'));
}

describe('Dashboard', () => {
  let fetchMock: Mock;

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse({ detail: 'Not found' }, 404));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when a user opens the dashboard, then it greets them by full name and links to the profile', () => {
    renderWithProviders(<DashboardHero user={guest} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ishaan Kapoor');
    expect(screen.getByRole('link', { name: 'Manage Profile' })).toHaveAttribute('href', '/profile');
  });

  it('when a guest opens it, then it links to hotels, booking and the AI demos and shows "No bookings yet"', () => {
    renderWithProviders(<AccountDashboard user={guest} />);

    expect(hrefsIn('Plan your stay')).toEqual(['/hotels', '/book-now', '/ai-demos']);
    expect(screen.getByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Hotels' })).toHaveAttribute('href', '/hotels');
    expect(allHrefs()).not.toContain('/admin/hotels');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when anyone opens it, then "My Applications" leads to the applicant dashboard', () => {
    renderWithProviders(<AccountDashboard user={guest} />);
    expect(screen.getByRole('link', { name: /My Applications/ })).toHaveAttribute('href', '/applicant-dashboard');
  });

  it('when an admin opens it and the stats answer, then the four tiles and the admin links show', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ total_users: 1250, total_bookings: 342, total_revenue: 1234567, active_hotels: 17 }));
    renderWithProviders(<AccountDashboard user={{ ...guest, role: 'admin' }} />);

    expect(hrefsIn('Administration')).toEqual(['/admin/hotels', '/admin/bookings', '/admin/analytics']);
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(screen.getByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('342')).toBeInTheDocument();
    expect(screen.getByText('₹12,34,567')).toBeInTheDocument();
    expect(screen.getByText('Active Hotels')).toBeInTheDocument();
    const request: unknown = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request && new URL(request.url).pathname).toBe('/api/admin/dashboard/stats');
    expect(screen.queryByText('No bookings yet')).not.toBeInTheDocument();
  });

  it('when the stats call fails, then no tiles show and the failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Service unavailable' }, 503));
    renderWithProviders(<AccountDashboard user={{ ...guest, role: 'manager' }} />);

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Total Users')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(hrefsIn('Administration')).toContain('/admin/hotels');
  });

  it('when the stats answer lacks a figure, then no tiles show', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => jsonResponse({ total_users: 3 }));
    renderWithProviders(<AccountDashboard user={{ ...guest, role: 'admin' }} />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Total Users')).not.toBeInTheDocument();
  });

  it('when an HR user opens it, then it offers the HR dashboard beside the guest view', () => {
    renderWithProviders(<AccountDashboard user={{ ...guest, role: 'hr' }} />);
    expect(hrefsIn('Workspace')).toEqual(['/hr-dashboard', '/applicant-dashboard']);
    expect(hrefsIn('Plan your stay')).toContain('/book-now');
  });

  it('when a department head opens it, then it offers the department dashboard', () => {
    renderWithProviders(<AccountDashboard user={{ ...guest, role: 'department_head', department: 'Engineering' }} />);
    expect(hrefsIn('Workspace')).toEqual(['/department-dashboard', '/applicant-dashboard']);
    expect(allHrefs()).not.toContain('/hr-dashboard');
  });
});
