import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'aside' | 'li';
  /** plain: ivory paper with a hairline; elevated: white with a soft shadow; sand: warm tint; dark: midnight. */
  variant?: 'plain' | 'elevated' | 'sand' | 'dark';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover, for cards that are (or contain) one main link. */
  interactive?: boolean;
  children: ReactNode;
}

export function Card({ as: Element = 'div', variant = 'plain', padding = 'md', interactive, className, children, ...rest }: CardProps) {
  return (
    <Element
      {...rest}
      className={cx(styles.card, styles[variant], styles[`padding-${padding}`], interactive && styles.interactive, className)}
    >
      {children}
    </Element>
  );
}
