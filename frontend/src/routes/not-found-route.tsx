import { Button } from '../components/ui/button';
import { ArrowRightIcon } from '../components/ui/icons';
import { PageHero } from '../components/ui/page-hero';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return (
    <PageHero
      eyebrow="Error 404"
      title="This Path Leads Nowhere"
      description="The page you are looking for has moved or never existed. Let us guide you back to somewhere beautiful."
      actions={
        <>
          <Button to="/" iconEnd={<ArrowRightIcon />}>
            Return Home
          </Button>
          <Button to="/hotels" variant="secondary" inverse>
            Explore Our Hotels
          </Button>
        </>
      }
    />
  );
}
