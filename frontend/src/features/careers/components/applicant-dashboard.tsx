import { APPLICANT_CARD_HISTORY_ENTRIES, applicantStatusMessage, isOpenApplication, type JobApplication } from '@suvarna/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingView } from '../../../components/feedback/loading-view';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Modal } from '../../../components/ui/modal';
import { errorDetail } from '../../../lib/api-errors';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { useClaimApplicationsMutation, useGetMyApplicationsQuery, useWithdrawApplicationMutation } from '../api/careers-api';
import { EmptyState, formatDate, formatDateTime, HistoryList, InterviewList, NoteList, StatusBadge, Tiles } from './application-parts';
import styles from './careers.module.css';

/** Spec: the four tiles of My Applications. */
export function applicantTiles(apps: readonly JobApplication[]) {
  const count = (...statuses: string[]) => apps.filter((a) => statuses.includes(a.status)).length;
  const hired = count('hired');
  return [
    { label: 'Total Applications', value: apps.length },
    { label: 'In Review', value: count('under_review', 'interview_phase') },
    { label: 'Interviews', value: count('interview_phase', 'technical_round', 'final_interview') },
    { label: 'Success Rate', value: `${apps.length ? Math.round((hired / apps.length) * 100) : 0}%` },
  ];
}

export function ApplicantDashboard() {
  const { data: apps = [], isLoading } = useGetMyApplicationsQuery();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawApplicationMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = apps.find((a) => a.id === openId) ?? null;
  const claimNotice = useClaimLink();

  if (isLoading) return <LoadingView size="section" />;
  return (
    <section className={styles.dashboardSection} aria-label="Applications and their progress">
      <Container>
        {claimNotice ? (
          <p className={claimNotice.ok ? styles.statusMessage : styles.formError} role="status">
            {claimNotice.text}
          </p>
        ) : null}
        <Tiles label="Application summary" tiles={applicantTiles(apps)} />
        {apps.length === 0 ? (
          <EmptyState
            title="No Applications Yet"
            text="When you apply for a role, you can follow every step of it here."
            action={<Button to="/work-with-us">Browse Open Positions</Button>}
          />
        ) : (
          <ul className={styles.list}>
            {apps.map((a) => (
              <li key={a.id}>
                <Card as="article" variant="elevated" padding="lg" aria-label={`${a.position_title}, ${a.application_id}`}>
                  <div className={styles.appHeader}>
                    <div>
                      <h2 className={styles.cardTitle}>{a.position_title}</h2>
                      <p className={styles.muted}>
                        {a.department} · {a.city} · Applied {formatDate(a.submitted_at)}
                      </p>
                      <p className={styles.appId}>{a.application_id}</p>
                    </div>
                    <StatusBadge status={a.status} />
                  </div>
                  <p className={styles.statusMessage}>{applicantStatusMessage(a.status)}</p>
                  <h3 className={styles.subheading}>Recent Updates</h3>
                  <HistoryList entries={a.status_history.slice(-APPLICANT_CARD_HISTORY_ENTRIES)} />
                  {a.interviews.length ? (
                    <>
                      <h3 className={styles.subheading}>Interviews</h3>
                      <InterviewList interviews={a.interviews} />
                    </>
                  ) : null}
                  <p className={styles.muted}>
                    {a.email}
                    {a.phone ? ` · ${a.phone}` : ''}
                  </p>
                  <div className={styles.actions}>
                    <Button variant="secondary" size="sm" onClick={() => setOpenId(a.id)}>
                      View Details
                    </Button>
                    {isOpenApplication(a.status) ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={withdrawing}
                        onClick={() => {
                          if (window.confirm(`Withdraw your application for ${a.position_title}?`)) void withdraw(a.application_id);
                        }}
                      >
                        Withdraw
                      </Button>
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Container>
      <Modal open={open !== null} onClose={() => setOpenId(null)} size="lg" title={open?.position_title ?? ''} description={open ? `${open.application_id} · ${open.department} · ${open.city}` : undefined}>
        {open ? (
          <>
            <h3 className={styles.subheading}>Cover Letter</h3>
            <p className={styles.coverLetter}>{open.cover_letter}</p>
            <h3 className={styles.subheading}>Status History</h3>
            <HistoryList entries={open.status_history} full />
            <h3 className={styles.subheading}>Notes From the Team</h3>
            <NoteList notes={open.notes} showInternal={false} />
            {open.interviews.length ? (
              <>
                <h3 className={styles.subheading}>Interviews</h3>
                <InterviewList interviews={open.interviews} />
              </>
            ) : null}
            <p className={styles.when}>Submitted {formatDateTime(open.submitted_at)}</p>
          </>
        ) : null}
      </Modal>
    </section>
  );
}

/** The acknowledgement's one-time link (`?claim=`): adds applications sent before the account existed. */
function useClaimLink(): { ok: boolean; text: string } | null {
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const [claim] = useClaimApplicationsMutation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const token = params.get('claim');
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void claim(token).then((result) => {
      if ('data' in result && result.data) {
        const n = result.data.linked;
        setNotice({ ok: true, text: `${n === 1 ? '1 application was' : `${n} applications were`} added to My Applications.` });
      } else {
        setNotice({ ok: false, text: errorDetail(result.error, 'This link could not be used. Please try again.') });
      }
      updateParams((p) => {
        p.delete('claim');
        return p;
      }, { replace: true });
    });
  }, [token, claim, updateParams]);
  return notice;
}
