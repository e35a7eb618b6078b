import { PageHero } from '../components/ui/page-hero';
import { ApplicantDashboard } from '../features/careers/components/applicant-dashboard';
import { useDocumentTitle } from '../lib/use-document-title';

export function ApplicantDashboardRoute() {
  useDocumentTitle('My Applications');
  return (
    <>
      <PageHero size="compact" align="start" eyebrow="Careers" title="My Applications" description="Follow each application from submission to decision." />
      <ApplicantDashboard />
    </>
  );
}
