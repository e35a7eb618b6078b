import type { TeamMember } from '@suvarna/contracts';
import { ErrorView } from '../../../components/feedback/error-view';
import { LoadingView } from '../../../components/feedback/loading-view';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { useTeamMembers } from '../hooks/use-team-members';
import { TeamGrid } from './team-grid';
import { TeamJoinCta } from './team-join-cta';
import { TeamStats } from './team-stats';
import { TeamValues } from './team-values';
import styles from './team-page.module.css';

export interface TeamPageProps {
  /** Shown when the API fails; the embedded team unless a test says otherwise. */
  fallbackMembers?: readonly TeamMember[];
}

export function TeamPage({ fallbackMembers }: TeamPageProps) {
  const state = useTeamMembers(fallbackMembers);
  return (
    <>
      <PageHero
        eyebrow="Our Team"
        title="The People Behind Every Suvarna Stay"
        description="Seasoned hoteliers and pioneering technologists, united by one belief: that great hospitality is personal."
      />
      <TeamStats />
      {state.status === 'ready' ? (
        <TeamGrid members={state.members} />
      ) : (
        <Container className={styles.status}>
          {state.status === 'loading' ? (
            <LoadingView text="Loading our amazing team..." size="section" />
          ) : (
            <ErrorView title="Unable to Load Our Team" message={state.message} size="section" />
          )}
        </Container>
      )}
      <TeamValues />
      <TeamJoinCta />
    </>
  );
}
