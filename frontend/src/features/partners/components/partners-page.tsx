import type { Partner } from '@suvarna/contracts';
import { ErrorView } from '../../../components/feedback/error-view';
import { LoadingView } from '../../../components/feedback/loading-view';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { usePartners } from '../hooks/use-partners';
import { PartnerCategories } from './partner-categories';
import { PartnersCta } from './partners-cta';
import { PartnersGrid } from './partners-grid';
import { PartnersStats } from './partners-stats';
import { WhyPartner } from './why-partner';
import styles from './partners-page.module.css';

export interface PartnersPageProps {
  /** Shown when the API fails; the embedded partners unless a test says otherwise. */
  fallbackPartners?: readonly Partner[];
}

export function PartnersPage({ fallbackPartners }: PartnersPageProps) {
  const state = usePartners(fallbackPartners);
  return (
    <>
      <PageHero
        eyebrow="Our Partners"
        title="Partners in Extraordinary Hospitality"
        description="From AI laboratories to Ayurveda institutes, our partners help us craft stays that are smarter, kinder and unmistakably Indian."
      />
      {state.status === 'ready' ? (
        <>
          <PartnersStats activeCount={state.partners.length} />
          <PartnersGrid partners={state.partners} />
        </>
      ) : (
        <Container className={styles.status}>
          {state.status === 'loading' ? (
            <LoadingView text="Loading our valued partners..." size="section" />
          ) : (
            <ErrorView title="Unable to Load Partners" message={state.message} size="section" />
          )}
        </Container>
      )}
      <WhyPartner />
      <PartnerCategories />
      <PartnersCta />
    </>
  );
}
