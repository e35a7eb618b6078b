import { ErrorView } from '../../../components/feedback/error-view';
import { LoadingView } from '../../../components/feedback/loading-view';
import { PropertiesMap } from '../../../components/india-map/properties-map';
import { Container } from '../../../components/ui/container';
import { useHotelsWithFallback } from '../hooks/use-hotels-with-fallback';
import { PropertiesCatalogue } from './properties-catalogue';
import styles from './properties-browser.module.css';

/** Every property (open, pre-opening and future) from the API, or the embedded data when the API is down. */
export function PropertiesBrowser() {
  const { hotels, isLoading, isError } = useHotelsWithFallback();
  if (isLoading || isError) {
    return (
      <Container className={styles.state}>
        {isLoading ? (
          <LoadingView text="Loading our beautiful properties..." size="section" />
        ) : (
          <ErrorView title="Our properties are resting" message="We couldn't load our properties just now. Please try again." size="section" />
        )}
      </Container>
    );
  }
  return (
    <>
      <PropertiesCatalogue hotels={hotels} />
      <PropertiesMap hotels={hotels} />
    </>
  );
}
