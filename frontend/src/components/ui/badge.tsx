import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'gold' | 'success' | 'warning' | 'danger' | 'info';

const toneByStatus: Record<string, BadgeTone> = {
  active: 'success',
  open: 'success',
  confirmed: 'success',
  completed: 'success',
  paid: 'success',
  hired: 'success',
  approved_for_next_round: 'success',
  checked_in: 'info',
  checked_out: 'neutral',
  pending: 'warning',
  processing: 'warning',
  submitted: 'warning',
  'pre-opening': 'warning',
  under_review: 'info',
  interview_phase: 'info',
  technical_round: 'info',
  final_interview: 'info',
  future: 'gold',
  cancelled: 'danger',
  failed: 'danger',
  rejected: 'danger',
  inactive: 'neutral',
  withdrawn: 'neutral',
};

/** The colour for a booking, payment, property or application status; unknown statuses stay neutral. */
export function statusTone(status: string): BadgeTone {
  return toneByStatus[status.toLowerCase()] ?? 'neutral';
}

export interface BadgeProps {
  tone?: BadgeTone;
  /** Draws a small dot before the label (handy for live statuses). */
  dot?: boolean;
  className?: string;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', dot, className, children }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles[tone], className)}>
      {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
