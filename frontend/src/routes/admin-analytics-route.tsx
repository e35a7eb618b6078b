import { ErrorBoundary } from '../components/feedback/error-boundary';
import { Container } from '../components/ui/container';
import { PageHero } from '../components/ui/page-hero';
import { AdminAnalyticsScreen } from '../features/admin-analytics/components/admin-analytics-screen';
import { useAuth } from '../features/auth/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './admin-hotels-route.module.css';

/** /admin/analytics (the admin guard wraps it in the router; the chart code loads only with this route). */
export function AdminAnalyticsRoute() {
  useDocumentTitle('Analytics');
  const { isAuthenticated } = useAuth();
  return (
    <>
      <PageHero
        eyebrow="Administration"
        title="Analytics"
        description="Revenue, bookings and occupancy across the chain, drawn from every reservation as it happens."
        size="compact"
      />
      <section className={styles.section} aria-label="Booking figures and charts">
        <Container size="wide" className={styles.content}>
          <ErrorBoundary>
            <AdminAnalyticsScreen isAuthenticated={isAuthenticated} />
          </ErrorBoundary>
        </Container>
      </section>
    </>
  );
}
