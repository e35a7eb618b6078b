import type { ReactNode } from 'react';
import { BuildingIcon, CalendarIcon, ChatIcon, MailIcon, ShieldIcon, SparkIcon, StarIcon } from '../../../components/ui/icons';
import { dashboardViews } from '../account-roles';
import type { AccountUser } from '../account-types';
import { AccountLayout, AccountPanel } from './account-layout';
import { AccountSummary } from './account-summary';
import { AdminStats } from './admin-stats';
import { BookingsEmptyState } from './bookings-empty-state';
import { DashboardLinks } from './dashboard-links';
import type { DashboardLink } from './dashboard-links';

const guestLinks: readonly DashboardLink[] = [
  { to: '/hotels', title: 'Explore Hotels', description: 'Palaces, retreats and city hotels across India.', icon: <BuildingIcon /> },
  { to: '/book-now', title: 'Book a Stay', description: 'Choose your dates and rooms in a few steps.', icon: <CalendarIcon /> },
  { to: '/ai-demos', title: 'AI Concierge', description: 'Ask our assistants about stays, dining and offers.', icon: <SparkIcon /> },
];

const adminLinks: readonly DashboardLink[] = [
  { to: '/admin/hotels', title: 'Manage Hotels', description: 'Add properties, review rooms and statuses.', icon: <BuildingIcon /> },
  { to: '/admin/bookings', title: 'Manage Bookings', description: 'Search, confirm and complete reservations.', icon: <CalendarIcon /> },
  { to: '/admin/analytics', title: 'Analytics', description: 'Revenue, occupancy and booking trends.', icon: <StarIcon /> },
];

const applicationsLink: DashboardLink = {
  to: '/applicant-dashboard',
  title: 'My Applications',
  description: 'Follow your job applications and interviews.',
  icon: <MailIcon />,
};

const hrLink: DashboardLink = {
  to: '/hr-dashboard',
  title: 'HR Dashboard',
  description: 'Review candidates and move the hiring pipeline.',
  icon: <ShieldIcon />,
};

const departmentLink: DashboardLink = {
  to: '/department-dashboard',
  title: 'Department Dashboard',
  description: 'Applications for your department.',
  icon: <ChatIcon />,
};

export interface AccountDashboardProps {
  user: AccountUser;
  /**
   * The guest's recent bookings. Until a route supplies the list, the empty state shows: the dashboard never
   * invents bookings.
   */
  recentBookings?: ReactNode;
  /** Shown above everything else in the main column (the request to change a weak password). */
  notice?: ReactNode;
}

/** Spec: Dashboard. Admins (admin, manager) see the admin view; everyone else the guest view. */
export function AccountDashboard({ user, recentBookings, notice }: AccountDashboardProps) {
  const views = dashboardViews(user);
  const staff = views.hr || views.departmentHead;
  const workspaceLinks = [views.hr ? hrLink : null, views.departmentHead ? departmentLink : null, applicationsLink].filter(
    (link): link is DashboardLink => link !== null,
  );

  return (
    <AccountLayout
      label="Your dashboard"
      main={
        <>
          {notice}
          {views.admin ? (
            <AccountPanel eyebrow="Administration" title="Business at a Glance">
              <AdminStats />
              <DashboardLinks label="Administration" links={adminLinks} />
            </AccountPanel>
          ) : (
            <>
              <AccountPanel eyebrow="Plan Ahead" title="Your Next Stay">
                <DashboardLinks label="Plan your stay" links={guestLinks} />
              </AccountPanel>
              <AccountPanel eyebrow="Reservations" title="Recent Bookings">
                {recentBookings ?? <BookingsEmptyState />}
              </AccountPanel>
            </>
          )}
        </>
      }
      aside={
        <>
          <AccountSummary user={user} />
          <AccountPanel compact eyebrow={staff ? 'Your Workspace' : 'Careers'} title={staff ? 'Team Tools' : 'Applications'}>
            <DashboardLinks label="Workspace" links={workspaceLinks} layout="stack" />
          </AccountPanel>
        </>
      }
    />
  );
}
