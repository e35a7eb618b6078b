import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { Container } from './container';
import { Ornament } from './ornament';
import styles from './cta-band.module.css';

export interface CtaBandProps {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  eyebrow: string;
  title: string;
  text: ReactNode;
  /** Buttons in a row that stacks full width on phones. */
  actions?: ReactNode;
  /** Anything after the actions (e.g. a lone button and a contact line). */
  children?: ReactNode;
  /** 'dark': midnight with the jaali pattern (pass `inverse` secondary buttons); 'light': warm sand. */
  tone?: 'dark' | 'light';
  /** Decorative layers drawn behind the content. */
  backdrop?: ReactNode;
  /**
   * A class that may set --cta-band-padding, --cta-band-background, --cta-band-pattern-opacity or
   * --cta-band-text-width: custom properties, so the page's look never depends on stylesheet order.
   */
  className?: string;
}

/** The centred closing invitation of a page: eyebrow, title, ornament, a line of text and the next steps. */
export function CtaBand({ titleId, eyebrow, title, text, actions, children, tone = 'dark', backdrop, className }: CtaBandProps) {
  return (
    <section className={cx(styles.band, styles[tone], className)} aria-labelledby={titleId}>
      {backdrop}
      <Container size="narrow" className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Ornament />
        <p className={styles.text}>{text}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {children}
      </Container>
    </section>
  );
}
