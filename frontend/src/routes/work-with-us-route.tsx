import { Button } from '../components/ui/button';
import { PageHero } from '../components/ui/page-hero';
import { CareersPage } from '../features/careers/components/careers-page';
import { useAuth } from '../features/auth/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';

export function WorkWithUsRoute() {
  useDocumentTitle('Work With Us');
  const { user } = useAuth();
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Work With Us"
        description="Shape the future of Indian hospitality. Grow with a team that pairs heartfelt service with artificial intelligence."
        actions={
          <Button href="#openings" inverse>
            View Open Positions
          </Button>
        }
      />
      <CareersPage user={user} />
    </>
  );
}
