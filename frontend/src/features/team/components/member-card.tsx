import { useState } from 'react';
import type { TeamMember } from '@suvarna/contracts';
import { MailIcon, MapPinIcon } from '../../../components/ui/icons';
import { MemberPortrait } from './member-portrait';
import styles from './member-card.module.css';

/**
 * One leader. The e-mail sits over the portrait and shows on hover, on keyboard focus, and on a tap (touch
 * screens have no hover, so there it is always shown).
 */
export function MemberCard({ member }: { member: TeamMember }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <article className={styles.card} data-revealed={revealed} onClick={() => setRevealed(true)} aria-labelledby={`member-${member.id}-name`}>
      <div className={styles.media}>
        <MemberPortrait name={member.name} image={member.image} />
        <span className={styles.region}>
          <MapPinIcon className={styles.regionIcon} />
          {member.region}
        </span>
        <a href={`mailto:${member.email}`} className={styles.email} onFocus={() => setRevealed(true)}>
          <MailIcon className={styles.mailIcon} />
          <span className={styles.emailText}>{member.email}</span>
        </a>
      </div>
      <div className={styles.body}>
        <h3 id={`member-${member.id}-name`} className={styles.name}>
          {member.name}
        </h3>
        <p className={styles.position}>{member.position}</p>
        <p className={styles.bio}>{member.bio}</p>
        <ul className={styles.tags} aria-label={`${member.name}’s expertise`}>
          {member.expertise.map((skill) => (
            <li key={skill} className={styles.tag}>
              {skill}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
