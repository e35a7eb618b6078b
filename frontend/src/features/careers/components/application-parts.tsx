import { statusLabel, type ApplicationStatus, type InterviewView, type NoteView, type StatusHistoryEntry } from '@suvarna/contracts';
import type { ReactNode } from 'react';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { resolveApiBaseUrl } from '../../../lib/api';
import { cx } from '../../../lib/class-names';
import styles from './careers.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => `${dateTimeFormat.format(new Date(iso))} IST`;

const interviewTypes: Record<string, string> = { video: 'Video call', phone: 'Phone call', in_person: 'In person', technical: 'Technical round' };
export const interviewTypeLabel = (type: string) => interviewTypes[type] ?? type;

/** Unknown statuses look like submitted (spec §4). */
export function StatusBadge({ status }: { status: string }) {
  const known = statusLabel(status) === statusLabel('submitted') && status !== 'submitted' ? 'submitted' : status;
  return (
    <Badge tone={statusTone(known)} dot>
      {statusLabel(known)}
    </Badge>
  );
}

export function Tiles({ label, tiles }: { label: string; tiles: readonly { label: string; value: string | number }[] }) {
  return (
    <dl className={styles.tiles} aria-label={label}>
      {tiles.map((t) => (
        <div key={t.label} className={styles.tile}>
          <dt className={styles.tileLabel}>{t.label}</dt>
          <dd className={styles.tileValue}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function HistoryList({ entries, full = false }: { entries: readonly StatusHistoryEntry[]; full?: boolean }) {
  return (
    <ol className={styles.timeline}>
      {entries.map((h, i) => (
        <li key={`${h.updated_at}-${i}`}>
          <strong>{statusLabel(h.status as ApplicationStatus)}</strong> <span className={styles.when}>· {full ? formatDateTime(h.updated_at) : formatDate(h.updated_at)}</span>
          {h.update_reason ? <div>{h.update_reason}</div> : null}
          {full && h.rejection_reason ? <div>Reason: {h.rejection_reason}</div> : null}
          {full ? (
            <div className={styles.when}>
              by {h.updated_by_name} ({h.updated_by_role})
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function InterviewList({ interviews }: { interviews: readonly InterviewView[] }) {
  return (
    <ul className={styles.interviews}>
      {interviews.map((iv) => (
        <li key={iv.id} className={styles.interview}>
          <span>
            <strong>{formatDateTime(iv.scheduled_date)}</strong> · {interviewTypeLabel(iv.interview_type)}
            {iv.location ? ` · ${iv.location}` : ''}
          </span>
          {iv.meeting_link ? (
            <Button href={iv.meeting_link} target="_blank" rel="noopener noreferrer" size="sm" variant="secondary">
              Join Meeting
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function NoteList({ notes, showInternal }: { notes: readonly NoteView[]; showInternal: boolean }) {
  const shown = showInternal ? notes : notes.filter((n) => !n.is_internal);
  if (!shown.length) return <p className={styles.muted}>No notes yet.</p>;
  return (
    <ul className={styles.notes}>
      {shown.map((n) => (
        <li key={n.id} className={cx(styles.note, n.is_internal && styles.internal)}>
          {n.is_internal ? <span className={styles.internalTag}>[Internal Only] </span> : null}
          {n.note}
          <div className={styles.when}>
            {n.author_name} · {formatDateTime(n.created_at)}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Downloads the resume with the bearer token (a plain link could not carry it). */
export async function downloadResume(resumeUrl: string, applicationId: string, token: string | null): Promise<void> {
  const base = resolveApiBaseUrl().replace(/\/api$/, '');
  const res = await fetch(`${base}${resumeUrl}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) return;
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `resume-${applicationId}`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** For a signed-in user whose role does not open this dashboard. */
export function NotAvailable({ what }: { what: string }) {
  return (
    <section className={styles.dashboardSection} aria-label="Not available">
      <Container size="narrow">
        <Card variant="elevated" padding="lg" className={styles.empty}>
          <h2 className={styles.cardTitle}>Not available for your account</h2>
          <p className={styles.muted}>The {what} is for Suvarna staff with access to hiring. If you applied for a job, your applications are in My Applications.</p>
          <div className={styles.actions}>
            <Button to="/applicant-dashboard">My Applications</Button>
            <Button to="/dashboard" variant="ghost">
              Back to Dashboard
            </Button>
          </div>
        </Card>
      </Container>
    </section>
  );
}

export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.muted}>{text}</p>
      {action}
    </div>
  );
}
