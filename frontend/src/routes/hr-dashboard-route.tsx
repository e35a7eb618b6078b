import { PageHero } from '../components/ui/page-hero';
import { NotAvailable } from '../features/careers/components/application-parts';
import { HrDashboard } from '../features/careers/components/hr-dashboard';
import { useAuth } from '../features/auth/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';

/** HR and admins run the pipeline; the server checks the role again on every call. */
export const canUseHrDashboard = (role: string | undefined) => role === 'hr' || role === 'admin';

export function HrDashboardRoute() {
  useDocumentTitle('HR Dashboard');
  const { user, token } = useAuth();
  return (
    <>
      <PageHero size="compact" align="start" eyebrow="Talent Acquisition" title="HR Dashboard" description="Every application, from the first review to the offer." />
      {canUseHrDashboard(user?.role) ? <HrDashboard token={token} /> : <NotAvailable what="HR dashboard" />}
    </>
  );
}
