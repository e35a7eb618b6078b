import { DEFAULT_DEPARTMENT } from '@suvarna/contracts';
import { PageHero } from '../components/ui/page-hero';
import { NotAvailable } from '../features/careers/components/application-parts';
import { DepartmentDashboard } from '../features/careers/components/department-dashboard';
import { useAuth } from '../features/auth/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';

export function DepartmentDashboardRoute() {
  useDocumentTitle('Department Dashboard');
  const { user } = useAuth();
  const allowed = user?.role === 'department_head' || user?.role === 'hr' || user?.role === 'admin';
  // Spec: the user's department, Engineering by default.
  const department = user?.department || DEFAULT_DEPARTMENT;
  return (
    <>
      <PageHero size="compact" align="start" eyebrow="Talent Acquisition" title="Department Dashboard" description={allowed ? `Applicants for ${department}.` : undefined} />
      {allowed ? <DepartmentDashboard department={department} /> : <NotAvailable what="department dashboard" />}
    </>
  );
}
