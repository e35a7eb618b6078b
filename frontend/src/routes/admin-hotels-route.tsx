import { ErrorBoundary } from '../components/feedback/error-boundary';
import { Container } from '../components/ui/container';
import { PageHero } from '../components/ui/page-hero';
import { AdminHotelsScreen } from '../features/admin-hotels/components/admin-hotels-screen';
import { useAuth } from '../features/auth/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './admin-hotels-route.module.css';

/** /admin/hotels (the admin guard wraps it in the router). */
export function AdminHotelsRoute() {
  useDocumentTitle('Manage Hotels');
  const { isAuthenticated } = useAuth();
  return (
    <>
      <PageHero
        eyebrow="Administration"
        title="Manage Hotels"
        description="Add, refine and retire properties. Every change reaches the public pages the moment it is saved."
        size="compact"
      />
      <section className={styles.section} aria-label="Hotels administration">
        <Container size="wide" className={styles.content}>
          <ErrorBoundary>
            <AdminHotelsScreen isAuthenticated={isAuthenticated} />
          </ErrorBoundary>
        </Container>
      </section>
    </>
  );
}
