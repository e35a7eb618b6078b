import type { TeamMember } from '@suvarna/contracts';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { MemberCard } from './member-card';
import styles from './team-grid.module.css';

export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <section className={styles.section} aria-labelledby="team-grid-title">
      <Container>
        <SectionHeading
          id="team-grid-title"
          eyebrow="Leadership"
          title="Meet the Leaders of Suvarna"
          description="Hoteliers, technologists, chefs and healers: the people who set the standard for every stay."
        />
        <ul className={styles.grid}>
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
