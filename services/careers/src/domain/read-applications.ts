import {
  applicationStatuses,
  RECENT_APPLICATIONS_DAYS,
  type ApplicationAnalytics,
  type ApplicationStatus,
  type DepartmentApplication,
  type JobApplication,
} from '@suvarna/contracts';
import { AppError, type AuthUser } from '@suvarna/platform';
import { analytics, findApplication, listApplications, loadDetails, readResume, type ApplicationFilter } from '../data-access/application-repository';
import { applicationView, departmentView } from './application-view';
import type { CareersDeps } from './careers-deps';
import { headOf, isHr, sameDepartment } from './roles';

async function withDetails(deps: CareersDeps, filter: ApplicationFilter, internalNotes: boolean): Promise<JobApplication[]> {
  const apps = await listApplications(deps.pool, filter);
  const details = await loadDetails(
    deps.pool,
    apps.map((a) => a.id),
    { internalNotes },
  );
  return apps.map((a) => applicationView(a, details));
}

/** The signed-in user's own applications, with public notes only. */
export const myApplications = (deps: CareersDeps, user: AuthUser) => withDetails(deps, { userId: user.id }, false);

/** Every application, for HR, with every note. */
export const allApplications = (deps: CareersDeps, filter: { status?: string; department?: string }) => withDetails(deps, filter, true);

/** A department's applications: its head (own department only), HR and admins. */
export async function departmentApplications(deps: CareersDeps, user: AuthUser, department: string): Promise<DepartmentApplication[]> {
  const own = headOf(user);
  if (!isHr(user) && !(own && sameDepartment(own, department))) {
    throw AppError.forbidden(own ? `You can see the applications of ${own} only` : 'Only HR and department heads can see department applications', 'forbidden');
  }
  return (await listApplications(deps.pool, { department })).map(departmentView);
}

export async function applicationAnalytics(deps: CareersDeps): Promise<ApplicationAnalytics> {
  const rows = await analytics(deps.pool, RECENT_APPLICATIONS_DAYS);
  const breakdown: Partial<Record<ApplicationStatus, number>> = {};
  for (const s of applicationStatuses) breakdown[s] = 0;
  for (const r of rows) breakdown[r.status as ApplicationStatus] = r.n;
  return {
    total_applications: rows.reduce((sum, r) => sum + r.n, 0),
    recent_applications_30_days: rows.reduce((sum, r) => sum + r.recent, 0),
    status_breakdown: breakdown,
  };
}

/** The resume's bytes for its applicant, HR, or the head of the application's department; 404 for anyone else. */
export async function resumeFor(deps: CareersDeps, user: AuthUser, ref: string) {
  const application = await findApplication(deps.pool, ref);
  const head = headOf(user);
  const allowed =
    application && (application.userId === user.id || isHr(user) || (head !== undefined && sameDepartment(head, application.department)));
  // Someone else's application is "not found" rather than "forbidden": its existence is not theirs to learn.
  if (!application || !allowed) throw AppError.notFound('Resume not found', 'resume_not_found');
  const resume = await readResume(deps.pool, application.id);
  if (!resume) throw AppError.notFound('Resume not found (deleted after the retention period or by the applicant)', 'resume_not_found');
  return { ...resume, applicationId: application.applicationId };
}
