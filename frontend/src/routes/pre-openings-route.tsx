import { ErrorView } from '../components/feedback/error-view';
import { LoadingView } from '../components/feedback/loading-view';
import { Container } from '../components/ui/container';
import { PageHero } from '../components/ui/page-hero';
import { useHotelsWithFallback } from '../features/hotels';
import { PreOpeningBenefits, PreOpeningList, PreOpeningsCta } from '../features/pre-openings';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './catalog-route.module.css';

export function PreOpeningsRoute() {
  useDocumentTitle('Pre Openings');
  const { hotels, isLoading, isError } = useHotelsWithFallback();
  // Soonest first: the page reads as a countdown.
  const upcoming = hotels
    .filter((hotel) => hotel.status === 'pre-opening')
    .toSorted((a, b) => (a.openingDate ?? '9999').localeCompare(b.openingDate ?? '9999'));

  return (
    <>
      <PageHero
        eyebrow="Pre-Openings"
        title="Coming Soon"
        description="New Suvarna sanctuaries are rising across the Himalaya and India's north-east. Reserve early and be among the first to step inside."
        size="compact"
      />
      {isLoading || isError ? (
        <Container className={styles.state}>
          {isLoading ? (
            <LoadingView text="Loading upcoming properties..." size="section" />
          ) : (
            <ErrorView title="Our upcoming properties are hidden" message="We couldn't load our upcoming properties just now. Please try again." size="section" />
          )}
        </Container>
      ) : (
        <PreOpeningList hotels={upcoming} />
      )}
      <PreOpeningBenefits />
      <PreOpeningsCta />
    </>
  );
}
