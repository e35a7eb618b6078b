import { isAdminRole } from '@suvarna/contracts';
import { AccountDashboard } from '../features/account/components/account-dashboard';
import { BookingsEmptyState } from '../features/account/components/bookings-empty-state';
import { DashboardHero } from '../features/account/components/dashboard-hero';
import { PasswordChangeNotice } from '../features/account/components/password-change-notice';
import { EmailVerificationNotice } from '../features/auth/components/email-verification-notice';
import { useAuth } from '../features/auth/use-auth';
import { RecentBookings } from '../features/booking/components/recent-bookings';
import { AdminOverview } from '../features/admin-dashboard/components/admin-overview';
import { useDocumentTitle } from '../lib/use-document-title';

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  // The login guard renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <>
      <DashboardHero user={user} />
      <AccountDashboard
        user={user}
        recentBookings={<RecentBookings empty={<BookingsEmptyState />} />}
        notice={
          <>
            <EmailVerificationNotice user={user} />
            <PasswordChangeNotice user={user} />
            {isAdminRole(user.role) ? <AdminOverview /> : null}
          </>
        }
      />
    </>
  );
}
