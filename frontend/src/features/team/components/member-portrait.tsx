import { useState } from 'react';
import { cx } from '../../../lib/class-names';
import styles from './member-portrait.module.css';

const honorific = /^(dr|mr|mrs|ms|prof)\.?$/i;

/** 'Dr. Kabir Sethi' → 'KS': first and last name, titles left out. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !honorific.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The member's photo; an empty or broken image becomes an engraved monogram in the brand's gold. */
export function MemberPortrait({ name, image, className }: { name: string; image: string; className?: string }) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  if (!image || failedImage === image) {
    return (
      <div className={cx(styles.monogram, className)} role="img" aria-label={`Portrait of ${name}`}>
        <span className={styles.ring} aria-hidden="true" />
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(name)}
        </span>
      </div>
    );
  }
  return <img src={image} alt={`Portrait of ${name}`} className={cx(styles.photo, className)} loading="lazy" decoding="async" onError={() => setFailedImage(image)} />;
}
