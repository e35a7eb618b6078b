import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import styles from './container.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'header' | 'footer' | 'nav';
  size?: 'narrow' | 'default' | 'wide';
  children: ReactNode;
}

/** Centres content at a readable width with the site's side gutters. */
export function Container({ as: Element = 'div', size = 'default', className, children, ...rest }: ContainerProps) {
  return (
    <Element {...rest} className={cx(styles.container, styles[size], className)}>
      {children}
    </Element>
  );
}
