import { ErrorView } from '../components/feedback/error-view';
import { LoadingView } from '../components/feedback/loading-view';
import { Container } from '../components/ui/container';
import { PageHero } from '../components/ui/page-hero';
import { FocusAreas, FutureProjectList, FutureProjectsCta } from '../features/future-projects';
import { useHotelsWithFallback } from '../features/hotels';
import { useDocumentTitle } from '../lib/use-document-title';
import styles from './catalog-route.module.css';

export function FutureProjectsRoute() {
  useDocumentTitle('Future Projects');
  const { hotels, isLoading, isError } = useHotelsWithFallback();
  const projects = hotels.filter((hotel) => hotel.status === 'future');

  return (
    <>
      <PageHero
        eyebrow="Future Projects"
        title="The Next Chapter of Suvarna"
        description="AI-native landmarks, restored palaces and Himalayan sanctuaries: a preview of the destinations we are building for the years ahead."
        size="compact"
      />
      {isLoading || isError ? (
        <Container className={styles.state}>
          {isLoading ? (
            <LoadingView text="Loading future innovations..." size="section" />
          ) : (
            <ErrorView title="Our future projects are hidden" message="We couldn't load our future projects just now. Please try again." size="section" />
          )}
        </Container>
      ) : (
        <FutureProjectList hotels={projects} />
      )}
      <FocusAreas />
      <FutureProjectsCta />
    </>
  );
}
