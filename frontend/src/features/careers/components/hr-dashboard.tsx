import {
  applicationStatuses,
  experienceText,
  hrDepartmentFilter,
  hrQuickMoveReasons,
  hrStatusMoves,
  interviewTypes,
  isOpenApplication,
  statusLabel,
  type JobApplication,
} from '@suvarna/contracts';
import { useMemo, useRef, useState } from 'react';
import { LoadingView } from '../../../components/feedback/loading-view';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Select, TextArea, TextField } from '../../../components/ui/form-fields';
import { Modal } from '../../../components/ui/modal';
import { errorDetail } from '../../../lib/api-errors';
import {
  useAddApplicationNoteMutation,
  useGetAllApplicationsQuery,
  useGetApplicationAnalyticsQuery,
  useScheduleInterviewMutation,
  useUpdateApplicationStatusMutation,
} from '../api/careers-api';
import { downloadResume, EmptyState, formatDate, HistoryList, interviewTypeLabel, InterviewList, NoteList, StatusBadge, Tiles } from './application-parts';
import styles from './careers.module.css';

const statusOptions = applicationStatuses.map((s) => ({ value: s, label: statusLabel(s) }));
const departmentOptions = hrDepartmentFilter.map((d) => ({ value: d, label: d }));

/** Spec: client-side search by name, e-mail or position. */
export function matchesSearch(a: Pick<JobApplication, 'full_name' | 'email' | 'position_title'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || [a.full_name, a.email, a.position_title].some((v) => v.toLowerCase().includes(q));
}

export function HrDashboard({ token }: { token: string | null }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [department, setDepartment] = useState('');
  const { data: apps = [], isLoading } = useGetAllApplicationsQuery({ status, department });
  const { data: analytics } = useGetApplicationAnalyticsQuery();
  const [updateStatus, { isLoading: updating }] = useUpdateApplicationStatusMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  /** Reject from the list opens the details at the status form, set to Rejected (the reason is typed there). */
  const [rejecting, setRejecting] = useState(false);
  const shown = useMemo(() => apps.filter((a) => matchesSearch(a, search)), [apps, search]);
  const open = apps.find((a) => a.id === openId) ?? null;

  const breakdown = analytics?.status_breakdown ?? {};
  const tiles = [
    { label: 'Total Applications', value: analytics?.total_applications ?? 0 },
    { label: 'Recent (30 days)', value: analytics?.recent_applications_30_days ?? 0 },
    { label: 'In Review', value: (breakdown.under_review ?? 0) + (breakdown.interview_phase ?? 0) },
    { label: 'Hired', value: breakdown.hired ?? 0 },
  ];

  const move = (a: JobApplication, to: string, reason: string) => updateStatus({ application_id: a.application_id, status: to, update_reason: reason });

  const reject = (a: JobApplication) => {
    setRejecting(true);
    setOpenId(a.id);
  };

  return (
    <section className={styles.dashboardSection} aria-label="Hiring pipeline">
      <Container>
        <Tiles label="Pipeline summary" tiles={tiles} />
        <Card variant="elevated" padding="lg">
          <div className={styles.toolbar}>
            <TextField label="Search" name="search" type="search" placeholder="Name, email or position" value={search} onChange={(e) => setSearch(e.target.value)} />
            <Select label="Status" name="status" placeholder="All statuses" options={statusOptions} value={status} onChange={(e) => setStatus(e.target.value)} />
            <Select label="Department" name="department" placeholder="All departments" options={departmentOptions} value={department} onChange={(e) => setDepartment(e.target.value)} />
            <Button
              variant="ghost"
              onClick={() => {
                setSearch('');
                setStatus('');
                setDepartment('');
              }}
            >
              Clear Filters
            </Button>
          </div>
          {isLoading ? (
            <LoadingView size="section" />
          ) : shown.length === 0 ? (
            <EmptyState title="No applications" text="No application matches these filters." />
          ) : (
            <ul className={styles.list} aria-label="Applications">
              {shown.map((a) => (
                <li key={a.id} className={styles.row} aria-label={`${a.full_name}, ${a.position_title}`}>
                  <div className={styles.appHeader}>
                    <div>
                      <h2 className={styles.cardTitle}>{a.full_name}</h2>
                      <p className={styles.muted}>
                        {a.position_title} · {a.department}
                      </p>
                    </div>
                    <StatusBadge status={a.status} />
                  </div>
                  <ul className={styles.rowFacts}>
                    <li>{a.email}</li>
                    {a.phone ? <li>{a.phone}</li> : null}
                    <li>{a.city}</li>
                    <li className={styles.appId}>{a.application_id}</li>
                    <li>Submitted {formatDate(a.submitted_at)}</li>
                    <li>{a.experience_years === null ? 'Experience not stated' : `${a.experience_years} yrs experience`}</li>
                    <li>
                      {a.notes.length} {a.notes.length === 1 ? 'note' : 'notes'}
                    </li>
                  </ul>
                  <div className={styles.actions}>
                    <Button size="sm" variant="secondary" onClick={() => setOpenId(a.id)} aria-label={`View Details: ${a.full_name}`}>
                      View Details
                    </Button>
                    {a.status === 'submitted' ? (
                      <Button size="sm" disabled={updating} onClick={() => void move(a, 'under_review', hrQuickMoveReasons.startReview)}>
                        Start Review
                      </Button>
                    ) : null}
                    {a.status === 'under_review' ? (
                      <Button size="sm" disabled={updating} onClick={() => void move(a, 'interview_phase', hrQuickMoveReasons.interview)}>
                        Schedule Interview
                      </Button>
                    ) : null}
                    {/* Hired, rejected and withdrawn applications are closed: no further moves. */}
                    {isOpenApplication(a.status) ? (
                      <Button size="sm" variant="ghost" disabled={updating} onClick={() => reject(a)} aria-label={`Reject: ${a.full_name}`}>
                        Reject
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </Container>
      <ApplicationDetails
        key={`${openId ?? ''}:${rejecting}`}
        application={open}
        token={token}
        startRejecting={rejecting}
        onClose={() => {
          setOpenId(null);
          setRejecting(false);
        }}
      />
    </section>
  );
}

/** A datetime-local value ('2026-12-01T11:00') read as India time, whatever the browser's zone: '2026-12-01T05:30:00.000Z'. */
export function istInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00+05:30`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

interface DetailsProps {
  application: JobApplication | null;
  token: string | null;
  /** Opened from the list's Reject: the status form starts at Rejected. */
  startRejecting?: boolean;
  onClose: () => void;
}

function ApplicationDetails({ application: a, token, startRejecting = false, onClose }: DetailsProps) {
  const [note, setNote] = useState('');
  const [newStatus, setNewStatus] = useState(startRejecting ? 'rejected' : '');
  const [rejection, setRejection] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [statusError, setStatusError] = useState<string | undefined>(undefined);
  const [when, setWhen] = useState('');
  const [interviewError, setInterviewError] = useState<string | undefined>(undefined);
  const whenRef = useRef<HTMLInputElement>(null);
  const rejectionRef = useRef<HTMLTextAreaElement>(null);
  const [type, setType] = useState<string>('video');
  const [location, setLocation] = useState('');
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [addNote, { isLoading: adding }] = useAddApplicationNoteMutation();
  const [updateStatus, { isLoading: updating }] = useUpdateApplicationStatusMutation();
  const [schedule, { isLoading: scheduling }] = useScheduleInterviewMutation();

  const close = () => {
    setNote('');
    setNewStatus('');
    setRejection('');
    setInternalNote('');
    setStatusError(undefined);
    setWhen('');
    setInterviewError(undefined);
    setLocation('');
    setLink('');
    setProblem(null);
    onClose();
  };
  if (!a) return <Modal open={false} onClose={close} title="" />;
  const moves = hrStatusMoves(a.status);

  const saveNote = async (isInternal: boolean) => {
    if (!note.trim()) return;
    const sent = note;
    const result = await addNote({ application_id: a.application_id, note: sent, is_internal: isInternal });
    if ('error' in result) setProblem(errorDetail(result.error, 'The note could not be added.'));
    // Empty the box only if it still holds what was sent: a note typed meanwhile is kept.
    else setNote((current) => (current === sent ? '' : current));
  };
  const saveStatus = async () => {
    if (!newStatus) return;
    if (newStatus === 'rejected' && !rejection.trim()) {
      setStatusError('Write the reason the applicant will read');
      rejectionRef.current?.focus();
      return;
    }
    const result = await updateStatus({
      application_id: a.application_id,
      status: newStatus,
      update_reason: newStatus === 'rejected' ? hrQuickMoveReasons.reject : hrQuickMoveReasons.free,
      ...(newStatus === 'rejected' ? { rejection_reason: rejection, ...(internalNote.trim() ? { internal_note: internalNote } : {}) } : {}),
    });
    if ('error' in result) setProblem(errorDetail(result.error, 'The status could not be updated.'));
    else close();
  };
  const saveInterview = async () => {
    const scheduledDate = istInputToIso(when);
    if (!scheduledDate) {
      // Marked on the field itself, with the focus on it: a message at the dialog's top would be out of sight.
      setInterviewError('Choose the date and time of the interview (IST)');
      whenRef.current?.focus();
      return;
    }
    setInterviewError(undefined);
    const result = await schedule({
      application_id: a.application_id,
      scheduled_date: scheduledDate,
      interview_type: type as (typeof interviewTypes)[number],
      location,
      meeting_link: link,
    });
    if ('error' in result) setProblem(errorDetail(result.error, 'The interview could not be scheduled.'));
    else {
      setWhen('');
      setLocation('');
      setLink('');
      setProblem(null);
    }
  };

  return (
    <Modal open onClose={close} size="lg" title={a.full_name} description={`${a.position_title} · ${a.department} · ${a.application_id}`}>
      {problem ? (
        <p className={styles.formError} role="alert">
          {problem}
        </p>
      ) : null}
      <h3 className={styles.subheading}>Candidate</h3>
      <dl className={styles.details}>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={a.status} />
        </dd>
        <dt>Email</dt>
        <dd>{a.email}</dd>
        <dt>Phone</dt>
        <dd>{a.phone || '—'}</dd>
        <dt>City</dt>
        <dd>{a.city}</dd>
        <dt>Experience</dt>
        <dd>{experienceText(a.experience_years)}</dd>
        <dt>Submitted</dt>
        <dd>{formatDate(a.submitted_at)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" href={`mailto:${a.email}?subject=${encodeURIComponent(`Your application for ${a.position_title}`)}`}>
          Send Email
        </Button>
        {a.resume_url ? (
          <Button size="sm" variant="secondary" onClick={() => void downloadResume(a.resume_url!, a.application_id, token)}>
            Download Resume
          </Button>
        ) : null}
      </div>
      <h3 className={styles.subheading}>Cover Letter</h3>
      <p className={styles.coverLetter}>{a.cover_letter}</p>
      <h3 className={styles.subheading}>Status History</h3>
      <HistoryList entries={a.status_history} full />
      <h3 className={styles.subheading}>Interviews</h3>
      {a.interviews.length ? <InterviewList interviews={a.interviews} /> : <p className={styles.muted}>No interview scheduled.</p>}
      {isOpenApplication(a.status) ? (
        <div className={styles.inlineForm}>
          <div className={styles.formGrid}>
            <TextField
              ref={whenRef}
              label="Interview date and time (IST)"
              name="interview_when"
              type="datetime-local"
              value={when}
              onChange={(e) => {
                setWhen(e.target.value);
                setInterviewError(undefined);
              }}
              error={interviewError}
              hint="India Standard Time, whatever this computer's time zone"
            />
            <Select label="Interview type" name="interview_type" value={type} onChange={(e) => setType(e.target.value)} options={interviewTypes.map((t) => ({ value: t, label: interviewTypeLabel(t) }))} />
            <TextField label="Location" name="interview_location" value={location} onChange={(e) => setLocation(e.target.value)} />
            <TextField label="Meeting link" name="interview_link" type="url" value={link} onChange={(e) => setLink(e.target.value)} />
          </div>
          <div>
            <Button size="sm" onClick={() => void saveInterview()} busy={scheduling} disabled={scheduling}>
              Schedule Interview
            </Button>
          </div>
        </div>
      ) : null}
      <h3 className={styles.subheading}>Notes</h3>
      <NoteList notes={a.notes} showInternal />
      <div className={styles.inlineForm}>
        <TextArea label="Add a note" name="note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" disabled={adding || !note.trim()} onClick={() => void saveNote(true)}>
            Add Internal Note
          </Button>
          <Button size="sm" variant="secondary" disabled={adding || !note.trim()} onClick={() => void saveNote(false)}>
            Add Public Note
          </Button>
        </div>
      </div>
      <h3 className={styles.subheading}>Update Status</h3>
      {moves.length === 0 ? (
        <p className={styles.muted}>This application is {statusLabel(a.status).toLowerCase()}: it is closed, and its status no longer changes.</p>
      ) : (
        <div className={styles.inlineForm}>
          <Select
            label="New status"
            name="new_status"
            placeholder="Choose a status"
            options={moves.map((s) => ({ value: s, label: statusLabel(s) }))}
            value={newStatus}
            onChange={(e) => setNewStatus(e.target.value)}
          />
          {newStatus === 'rejected' ? (
            <>
              <TextArea
                ref={rejectionRef}
                label="Reason shown to the applicant"
                name="rejection_reason"
                rows={2}
                required
                value={rejection}
                onChange={(e) => {
                  setRejection(e.target.value);
                  setStatusError(undefined);
                }}
                error={statusError}
                hint="The applicant reads this word for word, on their dashboard and in the e-mail."
              />
              <TextArea
                label="Internal note (HR only)"
                name="rejection_internal_note"
                rows={2}
                value={internalNote}
                onChange={(e) => setInternalNote(e.target.value)}
                hint="Optional. Kept as an internal note; never shown to the applicant."
              />
            </>
          ) : null}
          <div>
            <Button size="sm" onClick={() => void saveStatus()} busy={updating} disabled={updating || !newStatus}>
              Update Status
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
