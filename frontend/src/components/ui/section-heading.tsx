import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { Ornament } from './ornament';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'start';
  /** Use `light` on midnight backgrounds. */
  tone?: 'dark' | 'light';
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
  id?: string;
}

export function SectionHeading({ eyebrow, title, description, align = 'center', tone = 'dark', as: Heading = 'h2', className, id }: SectionHeadingProps) {
  return (
    <div className={cx(styles.heading, styles[align], tone === 'light' && styles.light, className)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading className={styles.title} id={id}>
        {title}
      </Heading>
      <Ornament align={align} className={styles.ornament} />
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  );
}
