import type { Hotel } from '@suvarna/contracts';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { FEATURED_HOTEL_COUNT } from '../api/home-api';
import { PropertyCard } from './property-card';
import styles from './featured-properties.module.css';

export interface FeaturedPropertiesProps {
  hotels: readonly Hotel[];
  isLoading: boolean;
}

/** Three signature stays, then the way to all of them. */
export function FeaturedProperties({ hotels, isLoading }: FeaturedPropertiesProps) {
  return (
    <section className={styles.section} aria-labelledby="featured-properties-title">
      <Container>
        <SectionHeading
          id="featured-properties-title"
          eyebrow="Signature Stays"
          title="Our Featured Properties"
          description="Each Suvarna address is shaped by its place, from the capital’s grand avenues to the quiet of the hills."
        />
        {isLoading ? (
          <ul className={styles.grid} aria-busy="true" aria-label="Loading properties">
            {Array.from({ length: FEATURED_HOTEL_COUNT }, (_, index) => (
              <li key={index} className={styles.skeleton} aria-hidden="true">
                <span className={styles.skeletonMedia} />
                <span className={styles.skeletonLine} />
                <span className={styles.skeletonLine} />
                <span className={styles.skeletonLineShort} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.grid}>
            {hotels.map((hotel) => (
              <li key={hotel.id}>
                <PropertyCard hotel={hotel} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button to="/hotels" variant="secondary" size="lg" iconEnd={<ArrowRightIcon />}>
            Explore All Properties
          </Button>
        </div>
      </Container>
    </section>
  );
}
