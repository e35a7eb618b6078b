import type { ReactNode } from 'react';
import { Emblem } from '../../../components/layout/logo';
import { Ornament } from '../../../components/ui/ornament';
import { CheckIcon } from '../../../components/ui/icons';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  description: ReactNode;
  /** The brand panel's headline and promises (desktop widths only). */
  artworkTitle: string;
  artworkPoints: readonly string[];
  children: ReactNode;
}

/**
 * The sign-in and registration frame: at desktop widths a split screen, brand artwork on one side and the
 * form on ivory paper on the other; on phones the form card alone, over the midnight band the header needs.
 */
export function AuthLayout({ eyebrow, title, description, artworkTitle, artworkPoints, children }: AuthLayoutProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <span className={styles.pattern} aria-hidden="true" />
      <div className={styles.frame}>
        <aside className={styles.artwork} aria-label="Suvarna Hotels & Resorts">
          <img className={styles.artworkImage} src="/images/hero-palace.svg" alt="" decoding="async" />
          <span className={styles.artworkScrim} aria-hidden="true" />
          <div className={styles.artworkContent}>
            <div className={styles.artworkHeading}>
              <Emblem className={styles.emblem} />
              <p className={styles.artworkEyebrow}>Suvarna Hotels &amp; Resorts</p>
              <p className={styles.artworkTitle}>{artworkTitle}</p>
              <Ornament align="start" />
            </div>
            <ul className={styles.points}>
              {artworkPoints.map((point) => (
                <li key={point}>
                  <CheckIcon className={styles.pointIcon} />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        </aside>

        <div className={styles.panel}>
          <div className={styles.panelInner}>
            <header className={styles.heading}>
              <p className={styles.eyebrow}>{eyebrow}</p>
              <h1 id="auth-title" className={styles.title}>
                {title}
              </h1>
              <p className={styles.description}>{description}</p>
            </header>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
