import { z } from 'zod';
import { emailSchema, PHONE_PATTERN } from './auth';
import { checkedText, multiLineText, singleLineText } from './text';

/*
 * Careers: job openings (built on the client), applications with a resume, the HR pipeline, notes and
 * interviews. The messages are the product's own (spec §5 "Job application", §4 "Application status").
 */

/** Spec §9: the resume's limit in bytes (5 MB). */
export const RESUME_MAX_BYTES = 5_242_880;
export const EXPERIENCE_MIN_YEARS = 0;
export const EXPERIENCE_MAX_YEARS = 50;
/** The HR dashboard's "Recent" window. */
export const RECENT_APPLICATIONS_DAYS = 30;
/** Applicant cards show the last 3 history entries. */
export const APPLICANT_CARD_HISTORY_ENTRIES = 3;
export const DEFAULT_DEPARTMENT = 'Engineering';

export const careersMessages = {
  required: 'Please fill in all required fields and upload your resume.',
  resumeType: 'Please upload a PDF or Word document for your resume.',
  resumeSize: 'Resume file size must be less than 5MB',
  experience: `Experience must be a whole number of years from ${EXPERIENCE_MIN_YEARS} to ${EXPERIENCE_MAX_YEARS}`,
  consent: 'Please agree to the processing of your resume to apply.',
  failed: 'Failed to submit application. Please try again.',
  network: 'Failed to submit application. Please check your connection and try again.',
  noteEmpty: 'Note cannot be empty',
  rejectionReason: 'A rejection reason is required to reject an application',
  notFound: 'Application not found',
  interviewPast: 'The interview must be scheduled in the future',
  interviewPlace: 'Give a location or a meeting link for the interview',
};

/** The departments the careers page offers (its filter adds "All Departments": 19 options). */
export const careersDepartments = [
  'Engineering',
  'Marketing',
  'Operations',
  'HR',
  'Finance',
  'F&B Service',
  'F&B Production',
  'Front Office',
  'Housekeeping',
  'AI Engineering',
  'IT Services',
  'Security',
  'Sales',
  'Spa & Wellness',
  'Guest Experience',
  'Revenue Management',
  'Maintenance',
  'Procurement',
] as const;
export type CareersDepartment = (typeof careersDepartments)[number];

/** The HR dashboard's department filter: the same departments as the careers page (with "All departments", 19 options). */
export const hrDepartmentFilter = careersDepartments;

/** The cities job openings are cycled through (the 17 open properties). */
export const careersCities = [
  'Delhi',
  'Mumbai',
  'Dehradun',
  'Mussoorie',
  'Rishikesh',
  'Almora',
  'Shimla',
  'Manali',
  'Kaza',
  'Guwahati',
  'Panaji',
  'Jaipur',
  'Alleppey',
  'Varanasi',
  'Agra',
  'Pune',
  'Ooty',
] as const;

export const applicationStatuses = [
  'submitted',
  'under_review',
  'interview_phase',
  'technical_round',
  'final_interview',
  'approved_for_next_round',
  'rejected',
  'hired',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusSchema = z.enum(applicationStatuses, { error: `Status must be one of: ${applicationStatuses.join(', ')}` });

/** Statuses after which an application is closed: the applicant cannot withdraw it. */
export const closedApplicationStatuses: readonly ApplicationStatus[] = ['rejected', 'hired', 'withdrawn'];
export const isOpenApplication = (status: string) => !closedApplicationStatuses.includes(status as ApplicationStatus);

/**
 * The statuses HR may move an application to from `status`: none from a closed one (hired, rejected, withdrawn);
 * from an open one, any other status but withdrawn (the applicant's own move). The server applies the same table.
 */
export function hrStatusMoves(status: string): ApplicationStatus[] {
  if (!isOpenApplication(status)) return [];
  return applicationStatuses.filter((s) => s !== status && s !== 'withdrawn');
}

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  interview_phase: 'Interview Phase',
  technical_round: 'Technical Round',
  final_interview: 'Final Interview',
  approved_for_next_round: 'Approved for Next Round',
  rejected: 'Rejected',
  hired: 'Hired',
  withdrawn: 'Withdrawn',
};

/** Spec §4 "Applicant status messages": unknown statuses read 'Status update pending.' */
export const applicantStatusMessages: Record<ApplicationStatus, string> = {
  submitted: 'Your application has been received and is awaiting initial review.',
  under_review: 'Our HR team is currently reviewing your application.',
  interview_phase: 'Congratulations! You have been selected for an interview.',
  technical_round: 'You are in the technical assessment phase.',
  final_interview: 'You have reached the final interview stage.',
  approved_for_next_round: 'You have been approved to proceed to the next round.',
  rejected: 'Thank you for your interest. We have decided not to move forward with your application at this time.',
  hired: 'Congratulations! You have been selected for the position.',
  withdrawn: 'You have withdrawn this application.',
};
export function applicantStatusMessage(status: string): string {
  return applicantStatusMessages[status as ApplicationStatus] ?? 'Status update pending.';
}
export function statusLabel(status: string): string {
  return applicationStatusLabels[status as ApplicationStatus] ?? applicationStatusLabels.submitted;
}

/** HR quick moves (spec §4): the reasons the history records. */
export const hrQuickMoveReasons = {
  startReview: 'Moved to review by HR',
  interview: 'Selected for interview',
  reject: 'Application rejected',
  free: 'Status updated by HR',
};

/** The text fields of the application form, as the multipart submit carries them. */
export const applicationFieldsSchema = z.object({
  position_title: singleLineText('Position', 160),
  department: singleLineText('Department', 80).pipe(z.enum(careersDepartments, { error: 'Unknown department' })),
  city: singleLineText('City', 80),
  full_name: singleLineText('Full name', 120),
  email: emailSchema,
  phone: checkedText('Phone').pipe(
    z
      .string()
      .max(30, 'Phone number must be at most 30 characters')
      .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Invalid phone number format'),
  ),
  /** Blank means not given (null): shown as not stated, never as 0 years. */
  experience_years: checkedText('Experience').pipe(
    z
      .string()
      .refine((v) => v === '' || /^\d{1,2}$/.test(v), careersMessages.experience)
      .transform((v) => (v === '' ? null : Number(v)))
      .pipe(z.number().int().min(EXPERIENCE_MIN_YEARS, careersMessages.experience).max(EXPERIENCE_MAX_YEARS, careersMessages.experience).nullable()),
  ),
  cover_letter: multiLineText('Cover letter', 10_000),
});
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

const applicationRef = singleLineText('application_id', 64);

/** PUT /api/applications/enhanced/update-status. */
export const updateStatusRequestSchema = z
  .object({
    application_id: applicationRef,
    status: applicationStatusSchema,
    update_reason: multiLineText('Update reason', 500, { required: false }).optional(),
    /** Shown to the applicant, word for word, on their dashboard and in the e-mail. */
    rejection_reason: multiLineText('Rejection reason', 1000, { required: false }).optional(),
    /** HR's own note on the decision, kept as an internal note: never shown to the applicant. */
    internal_note: multiLineText('Internal note', 5000, { required: false }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.rejection_reason) ctx.addIssue({ code: 'custom', message: careersMessages.rejectionReason, path: ['rejection_reason'] });
  });
export type UpdateStatusRequest = z.infer<typeof updateStatusRequestSchema>;

/** POST /api/applications/enhanced/add-note. */
export const addNoteRequestSchema = z.object({
  application_id: applicationRef,
  note: checkedText('Note', { multiline: true }).pipe(z.string().min(1, careersMessages.noteEmpty).max(5000, 'Note must be at most 5000 characters')),
  is_internal: z.boolean({ error: 'is_internal must be true or false' }).default(true),
});
export type AddNoteRequest = z.infer<typeof addNoteRequestSchema>;

export const interviewTypes = ['video', 'phone', 'in_person', 'technical'] as const;
export const interviewTypeLabels: Record<(typeof interviewTypes)[number], string> = {
  video: 'Video call',
  phone: 'Phone call',
  in_person: 'In person',
  technical: 'Technical round',
};

/** POST /api/applications/enhanced/schedule-interview. */
export const scheduleInterviewRequestSchema = z
  .object({
    application_id: applicationRef,
    scheduled_date: singleLineText('Interview date', 40).pipe(z.iso.datetime({ offset: true, error: 'Interview date must be a date and time' })),
    interview_type: z.enum(interviewTypes, { error: `Interview type must be one of: ${interviewTypes.join(', ')}` }),
    location: singleLineText('Location', 300, { required: false }).optional().default(''),
    meeting_link: singleLineText('Meeting link', 500, { required: false })
      .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Meeting link must be an http(s) address' })]))
      .optional()
      .default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.location && !v.meeting_link) ctx.addIssue({ code: 'custom', message: careersMessages.interviewPlace, path: ['location'] });
  });
export type ScheduleInterviewRequest = z.infer<typeof scheduleInterviewRequestSchema>;

/** POST /api/applications/enhanced/claim. */
export const claimApplicationsRequestSchema = z.object({ token: singleLineText('Link', 200) });
export type ClaimApplicationsRequest = z.infer<typeof claimApplicationsRequestSchema>;
export const claimMessages = {
  unknown: 'This link has already been used or is not valid',
  otherEmail: 'This link belongs to an application sent from another e-mail address. Sign in with that address to add it.',
};

export interface StatusHistoryEntry {
  status: ApplicationStatus;
  updated_at: string;
  update_reason: string | null;
  rejection_reason: string | null;
  updated_by_name: string;
  updated_by_role: string;
}
export interface InterviewView {
  id: string;
  scheduled_date: string;
  interview_type: string;
  location: string | null;
  meeting_link: string | null;
}
export interface NoteView {
  id: string;
  note: string;
  is_internal: boolean;
  author_name: string;
  author_role: string;
  created_at: string;
}
/** A job application as read. */
export interface JobApplication {
  id: string;
  application_id: string;
  full_name: string;
  email: string;
  phone: string;
  city: string;
  position_title: string;
  department: string;
  /** Null when the applicant left it blank. */
  experience_years: number | null;
  cover_letter: string;
  resume_url: string | null;
  status: ApplicationStatus;
  submitted_at: string;
  status_history: StatusHistoryEntry[];
  interviews: InterviewView[];
  notes: NoteView[];
}
/** What a department head sees: no notes, no cover letter. */
export type DepartmentApplication = Pick<
  JobApplication,
  'id' | 'application_id' | 'full_name' | 'position_title' | 'department' | 'city' | 'email' | 'phone' | 'experience_years' | 'status' | 'submitted_at' | 'resume_url'
>;
export interface ApplicationAnalytics {
  total_applications: number;
  recent_applications_30_days: number;
  status_breakdown: Partial<Record<ApplicationStatus, number>>;
}
export interface SubmitApplicationResponse {
  success: true;
  message: string;
  application_id: string;
  id: string;
}

/* Events. */

export const applicationSubmittedSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  fullName: z.string(),
  email: z.string(),
  positionTitle: z.string(),
  department: z.string(),
  city: z.string(),
  /** Null when the applicant left it blank. */
  experienceYears: z.number().int().nullable(),
  submittedAt: z.string(),
  /** Sent without an account: the one-time link's token, for the acknowledgement only. */
  claimToken: z.string().optional(),
  /** Sent by a signed-in applicant from their own, verified address: the acknowledgement may be personal. */
  fromVerifiedAddress: z.boolean().optional(),
});
export type ApplicationSubmitted = z.infer<typeof applicationSubmittedSchema>;

export const applicationStatusChangedSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  fullName: z.string(),
  email: z.string(),
  positionTitle: z.string(),
  department: z.string(),
  previousStatus: z.string(),
  status: z.string(),
  updateReason: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  changedAt: z.string(),
  /** Present when the change is an interview being scheduled. */
  interview: z
    .object({
      id: z.string(),
      scheduledDate: z.string(),
      interviewType: z.string(),
      location: z.string().nullable(),
      meetingLink: z.string().nullable(),
    })
    .nullable(),
});
export type ApplicationStatusChanged = z.infer<typeof applicationStatusChangedSchema>;

/** Years of experience as HR reads them: "4 years", "1 year", "0 years"; "Not stated" when left blank. */
export function experienceText(years: number | null | undefined): string {
  if (years === null || years === undefined) return 'Not stated';
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}
