import { ErrorBoundary } from '../components/feedback/error-boundary';
import { Container } from '../components/ui/container';
import { PageHero } from '../components/ui/page-hero';
import { AdminBookingsScreen } from '../features/admin-bookings/components/admin-bookings-screen';
import { useAuth } from '../features/auth/use-auth';
import { TaxDocuments } from '../features/payment/components/tax-documents';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './admin-hotels-route.module.css';

/** /admin/bookings (the admin guard wraps it in the router). */
export function AdminBookingsRoute() {
  useDocumentTitle('Manage Bookings');
  const { isAuthenticated } = useAuth();
  return (
    <>
      <PageHero
        eyebrow="Administration"
        title="Manage Bookings"
        description="Find any reservation, confirm and complete stays, and cancel with a refund when a guest needs it."
        size="compact"
      />
      <section className={styles.section} aria-label="Bookings administration">
        <Container size="wide" className={styles.content}>
          <ErrorBoundary>
            <AdminBookingsScreen isAuthenticated={isAuthenticated} taxDocuments={TaxDocuments} />
          </ErrorBoundary>
        </Container>
      </section>
    </>
  );
}
