import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import styles from './account-layout.module.css';

/** The account pages' body under their hero: a main column of panels and a side column. */
export function AccountLayout({ label, main, aside }: { label: string; main: ReactNode; aside: ReactNode }) {
  return (
    <section className={styles.section} aria-label={label}>
      <Container className={styles.layout}>
        <div className={styles.main}>{main}</div>
        <aside className={styles.aside} aria-label="Your account">
          {aside}
        </aside>
      </Container>
    </section>
  );
}

export interface AccountPanelProps {
  eyebrow: string;
  title: string;
  /** A smaller heading, for the side column. */
  compact?: boolean;
  children: ReactNode;
}

/** One white panel with a gold top rule and its heading. */
export function AccountPanel({ eyebrow, title, compact, children }: AccountPanelProps) {
  return (
    <Card as="section" variant="elevated" padding={compact ? 'md' : 'lg'} className={styles.panel} aria-label={title}>
      {compact ? (
        <div className={styles.compactHeading}>
          <p className={styles.compactEyebrow}>{eyebrow}</p>
          <h2 className={styles.compactTitle}>{title}</h2>
        </div>
      ) : (
        <SectionHeading as="h2" align="start" eyebrow={eyebrow} title={title} className={styles.heading} />
      )}
      {children}
    </Card>
  );
}
