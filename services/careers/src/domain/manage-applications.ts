import { randomUUID } from 'node:crypto';
import {
  careersMessages,
  hrStatusMoves,
  isOpenApplication,
  statusLabel,
  type AddNoteRequest,
  type ApplicationStatus,
  type ApplicationStatusChanged,
  type JobApplication,
  type ScheduleInterviewRequest,
  type UpdateStatusRequest,
} from '@suvarna/contracts';
import { AppError, businessNow, withTransaction, type AuthUser, type PoolClient } from '@suvarna/platform';
import {
  addHistory,
  deleteApplication,
  findApplication,
  insertInterview,
  insertNote,
  loadDetails,
  setStatus,
  type StoredApplication,
} from '../data-access/application-repository';
import { applicationView } from './application-view';
import type { CareersDeps } from './careers-deps';

async function lockApplication(client: PoolClient, ref: string): Promise<StoredApplication> {
  const application = await findApplication(client, ref, true);
  if (!application) throw AppError.notFound(careersMessages.notFound, 'application_not_found');
  return application;
}

interface Change {
  status: ApplicationStatus;
  reason: string | null;
  rejectionReason: string | null;
  interview?: ApplicationStatusChanged['interview'];
}

/** Records the status (history entry, outbox event) in the caller's transaction. */
async function changeStatus(deps: CareersDeps, client: PoolClient, application: StoredApplication, user: AuthUser, change: Change): Promise<void> {
  const at = businessNow();
  const changedAt = await setStatus(client, application.id, change.status, at);
  await addHistory(client, application.id, {
    at,
    status: change.status,
    reason: change.reason,
    rejectionReason: change.rejectionReason,
    byName: user.fullName,
    byRole: user.role,
  });
  await deps.bus.publish<ApplicationStatusChanged>(client, {
    type: 'application.status-changed',
    key: application.id,
    data: {
      id: application.id,
      applicationId: application.applicationId,
      fullName: application.fullName,
      email: application.email,
      positionTitle: application.positionTitle,
      department: application.department,
      previousStatus: application.status,
      status: change.status,
      updateReason: change.reason,
      rejectionReason: change.rejectionReason,
      changedAt,
      interview: change.interview ?? null,
    },
  });
}

async function reread(deps: CareersDeps, id: string, internalNotes: boolean): Promise<JobApplication> {
  const application = (await findApplication(deps.pool, id))!;
  return applicationView(application, await loadDetails(deps.pool, [application.id], { internalNotes }));
}

/**
 * HR moves an application to any of the statuses but one: withdrawn belongs to the applicant. A closed
 * application (hired, rejected, withdrawn) stays as it is (hrStatusMoves). Moving to the status it already
 * has is refused. A rejection's internal note is kept as an internal note, apart from the reason the applicant reads.
 */
export async function updateStatus(deps: CareersDeps, user: AuthUser, input: UpdateStatusRequest): Promise<JobApplication> {
  if (input.status === 'withdrawn') throw AppError.badRequest('Only the applicant can withdraw an application', 'withdraw_by_applicant');
  const id = await withTransaction(deps.pool, async (client) => {
    const application = await lockApplication(client, input.application_id);
    if (application.status === 'withdrawn') throw AppError.conflict('The applicant withdrew this application; its status cannot change', 'application_withdrawn');
    if (application.status === input.status) throw AppError.conflict(`The application is already ${statusLabel(input.status)}`, 'same_status');
    if (!hrStatusMoves(application.status).includes(input.status)) {
      throw AppError.conflict(`A ${statusLabel(application.status).toLowerCase()} application is closed; its status cannot change`, 'application_closed');
    }
    await changeStatus(deps, client, application, user, {
      status: input.status,
      reason: input.update_reason || null,
      rejectionReason: input.status === 'rejected' ? (input.rejection_reason ?? null) : null,
    });
    if (input.internal_note) {
      await insertNote(client, { id: randomUUID(), applicationUuid: application.id, note: input.internal_note, isInternal: true, authorName: user.fullName, authorRole: user.role });
    }
    return application.id;
  });
  return reread(deps, id, true);
}

export async function addNote(deps: CareersDeps, user: AuthUser, input: AddNoteRequest): Promise<JobApplication> {
  const application = await findApplication(deps.pool, input.application_id);
  if (!application) throw AppError.notFound(careersMessages.notFound, 'application_not_found');
  await insertNote(deps.pool, {
    id: randomUUID(),
    applicationUuid: application.id,
    note: input.note,
    isInternal: input.is_internal,
    authorName: user.fullName,
    authorRole: user.role,
  });
  return reread(deps, application.id, true);
}

/** Schedules an interview (in the future) and moves the application to interview_phase. */
export async function scheduleInterview(deps: CareersDeps, user: AuthUser, input: ScheduleInterviewRequest, now = businessNow()): Promise<JobApplication> {
  if (Date.parse(input.scheduled_date) <= now.getTime()) throw AppError.badRequest(careersMessages.interviewPast, 'interview_in_past');
  const id = await withTransaction(deps.pool, async (client) => {
    const application = await lockApplication(client, input.application_id);
    if (!isOpenApplication(application.status)) {
      throw AppError.conflict(`An interview cannot be scheduled for a ${statusLabel(application.status).toLowerCase()} application`, 'application_closed');
    }
    const interview = await insertInterview(client, {
      id: randomUUID(),
      applicationUuid: application.id,
      scheduledDate: input.scheduled_date,
      interviewType: input.interview_type,
      location: input.location || null,
      meetingLink: input.meeting_link || null,
      byName: user.fullName,
    });
    await changeStatus(deps, client, application, user, {
      status: 'interview_phase',
      reason: 'Interview scheduled',
      rejectionReason: null,
      interview: {
        id: interview.id,
        scheduledDate: interview.scheduled_date,
        interviewType: interview.interview_type,
        location: interview.location,
        meetingLink: interview.meeting_link,
      },
    });
    return application.id;
  });
  return reread(deps, id, true);
}

/** The applicant withdraws their own open application. Another's is 404. */
export async function withdrawApplication(deps: CareersDeps, user: AuthUser, ref: string): Promise<JobApplication> {
  const id = await withTransaction(deps.pool, async (client) => {
    const application = await findApplication(client, ref, true);
    if (!application || application.userId !== user.id) throw AppError.notFound(careersMessages.notFound, 'application_not_found');
    if (!isOpenApplication(application.status)) {
      throw AppError.conflict(`A ${statusLabel(application.status).toLowerCase()} application cannot be withdrawn`, 'application_closed');
    }
    await changeStatus(deps, client, application, user, { status: 'withdrawn', reason: 'Withdrawn by the applicant', rejectionReason: null });
    return application.id;
  });
  return reread(deps, id, false);
}

/** The applicant deletes their application: the row, its resume, history, interviews and notes. */
export async function deleteOwnApplication(deps: CareersDeps, user: AuthUser, ref: string): Promise<void> {
  await withTransaction(deps.pool, async (client) => {
    const application = await findApplication(client, ref, true);
    if (!application || application.userId !== user.id) throw AppError.notFound(careersMessages.notFound, 'application_not_found');
    await deleteApplication(client, application.id);
  });
}
