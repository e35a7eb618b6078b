import type { DepartmentApplication, JobApplication } from '@suvarna/contracts';
import type { Details, StoredApplication } from '../data-access/application-repository';

export const resumeUrl = (a: StoredApplication) => (a.hasResume ? `/api/applications/enhanced/resume/${a.applicationId}` : null);

/** The application as read by its applicant (public notes only) or HR (every note). */
export function applicationView(a: StoredApplication, details: Details): JobApplication {
  return {
    id: a.id,
    application_id: a.applicationId,
    full_name: a.fullName,
    email: a.email,
    phone: a.phone,
    city: a.city,
    position_title: a.positionTitle,
    department: a.department,
    experience_years: a.experienceYears,
    cover_letter: a.coverLetter,
    resume_url: resumeUrl(a),
    status: a.status,
    submitted_at: a.submittedAt,
    status_history: details.history.get(a.id) ?? [],
    interviews: details.interviews.get(a.id) ?? [],
    notes: details.notes.get(a.id) ?? [],
  };
}

/** What a department head sees: no notes, no cover letter, no history. */
export function departmentView(a: StoredApplication): DepartmentApplication {
  return {
    id: a.id,
    application_id: a.applicationId,
    full_name: a.fullName,
    position_title: a.positionTitle,
    department: a.department,
    city: a.city,
    email: a.email,
    phone: a.phone,
    experience_years: a.experienceYears,
    status: a.status,
    submitted_at: a.submittedAt,
    resume_url: resumeUrl(a),
  };
}
