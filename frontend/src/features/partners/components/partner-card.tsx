import { useState } from 'react';
import type { Partner } from '@suvarna/contracts';
import { cx } from '../../../lib/class-names';
import { partnerTypeStyle } from '../partner-types';
import { ExternalLinkIcon } from './partner-icons';
import styles from './partner-card.module.css';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

function PartnerLogo({ name, logo }: { name: string; logo: string }) {
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  if (!logo || failedLogo === logo) {
    return (
      <span className={styles.logoFallback} role="img" aria-label={`${name} logo`}>
        {initialsOf(name)}
      </span>
    );
  }
  return <img src={logo} alt={`${name} logo`} className={styles.logo} loading="lazy" decoding="async" onError={() => setFailedLogo(logo)} />;
}

export function PartnerCard({ partner }: { partner: Partner }) {
  const type = partnerTypeStyle(partner.type);
  return (
    <article className={cx(styles.card, styles[type.tone])} aria-labelledby={`partner-${partner.id}-name`}>
      <div className={styles.head}>
        <span className={styles.logoFrame}>
          <PartnerLogo name={partner.name} logo={partner.logo} />
        </span>
        <span className={styles.type}>
          <span aria-hidden="true">{type.emoji}</span>
          {partner.type}
        </span>
      </div>
      <h3 id={`partner-${partner.id}-name`} className={styles.name}>
        {partner.name}
      </h3>
      <p className={styles.since}>Since 2020</p>
      <p className={styles.description}>{partner.description}</p>
      <div className={styles.focus}>
        <p className={styles.focusLabel}>Partnership Focus</p>
        <p className={styles.focusText}>{partner.partnership}</p>
      </div>
      {partner.website ? (
        <a href={partner.website} target="_blank" rel="noopener noreferrer" className={styles.website}>
          Visit Website
          <span className="visually-hidden"> of {partner.name} (opens in a new tab)</span>
          <ExternalLinkIcon />
        </a>
      ) : null}
    </article>
  );
}
