import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { Container } from './container';
import { Ornament } from './ornament';
import styles from './page-hero.module.css';

export interface PageHeroProps {
  title: ReactNode;
  eyebrow?: string;
  description?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Full-bleed background artwork (decorative); without it the hero shows the midnight jaali backdrop. */
  image?: string;
  /** `full` fills the first screen (home, landing pages); `page` is the standard page opening; `compact` is shorter. */
  size?: 'full' | 'page' | 'compact';
  align?: 'center' | 'start';
  /** Extra content under the actions, e.g. figures or a badge row. */
  children?: ReactNode;
  className?: string;
}

/** The opening band of every page: it carries the page's h1 and sits under the transparent fixed header. */
export function PageHero({ title, eyebrow, description, actions, image, size = 'page', align = 'center', children, className }: PageHeroProps) {
  const titleId = useId();
  return (
    <section className={cx(styles.hero, styles[size], styles[align], image && styles.withImage, className)} aria-labelledby={titleId}>
      <div className={styles.backdrop} aria-hidden="true">
        {image ? <img className={styles.image} src={image} alt="" decoding="async" /> : <span className={styles.arch} />}
        <span className={styles.pattern} />
        <span className={styles.scrim} />
      </div>
      <Container className={styles.inner}>
        {eyebrow ? <p className={cx(styles.eyebrow, styles.reveal)}>{eyebrow}</p> : null}
        <h1 id={titleId} className={cx(styles.title, styles.reveal)}>
          {title}
        </h1>
        <Ornament align={align} className={cx(styles.ornament, styles.reveal)} />
        {description ? <p className={cx(styles.description, styles.reveal)}>{description}</p> : null}
        {actions ? <div className={cx(styles.actions, styles.reveal)}>{actions}</div> : null}
        {children ? <div className={cx(styles.extra, styles.reveal)}>{children}</div> : null}
      </Container>
    </section>
  );
}
