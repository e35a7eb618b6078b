import { careersMessages, emailSchema, EXPERIENCE_MAX_YEARS, EXPERIENCE_MIN_YEARS, PHONE_PATTERN, RESUME_MAX_BYTES } from '@suvarna/contracts';
import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea, TextField } from '../../../components/ui/form-fields';
import { CheckIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { errorDetail } from '../../../lib/api-errors';
import { useSubmitApplicationMutation } from '../api/careers-api';
import type { JobOpening } from '../job-openings';
import styles from './careers.module.css';

const wordTypes = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const wordExtensions = /\.(pdf|doc|docx)$/i;

/** The form's own checks, in the spec's order; the server checks again, and the resume by its bytes. */
export function applicationProblem(values: FormValues, resume: File | null): string | null {
  if (!values.full_name.trim() || !values.email.trim() || !values.cover_letter.trim() || !resume || resume.size === 0) return careersMessages.required;
  if (!wordExtensions.test(resume.name) && !wordTypes.includes(resume.type)) return careersMessages.resumeType;
  if (resume.size > RESUME_MAX_BYTES) return careersMessages.resumeSize;
  const years = values.experience_years.trim();
  if (years !== '' && (!/^\d+$/.test(years) || Number(years) < EXPERIENCE_MIN_YEARS || Number(years) > EXPERIENCE_MAX_YEARS)) return careersMessages.experience;
  if (!values.consent) return careersMessages.consent;
  return null;
}

/** The fields of the form, in the order they stand on it (the first invalid one takes the focus). */
export const applicationFields = ['full_name', 'email', 'phone', 'experience_years', 'cover_letter', 'resume', 'consent'] as const;
export type ApplicationField = (typeof applicationFields)[number];

/** What is wrong with each field, for the mark and message under it; empty when the form may be sent. */
export function applicationFieldErrors(values: FormValues, resume: File | null): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {};
  if (!values.full_name.trim()) errors.full_name = 'Full name is required';
  if (!values.email.trim()) errors.email = 'Email address is required';
  else if (!emailSchema.safeParse(values.email).success) errors.email = 'Enter a valid email address';
  if (values.phone.trim() && !PHONE_PATTERN.test(values.phone.trim())) errors.phone = 'Invalid phone number format';
  const years = values.experience_years.trim();
  if (years !== '' && (!/^\d+$/.test(years) || Number(years) < EXPERIENCE_MIN_YEARS || Number(years) > EXPERIENCE_MAX_YEARS)) errors.experience_years = careersMessages.experience;
  if (!values.cover_letter.trim()) errors.cover_letter = 'Cover letter is required';
  if (!resume || resume.size === 0) errors.resume = 'Upload your resume (PDF or Word, up to 5 MB)';
  else if (!wordExtensions.test(resume.name) && !wordTypes.includes(resume.type)) errors.resume = careersMessages.resumeType;
  else if (resume.size > RESUME_MAX_BYTES) errors.resume = careersMessages.resumeSize;
  if (!values.consent) errors.consent = careersMessages.consent;
  return errors;
}

interface FormValues {
  full_name: string;
  email: string;
  phone: string;
  experience_years: string;
  cover_letter: string;
  consent: boolean;
}

type Phase = 'idle' | 'submitting' | 'success' | 'error';

/** Spec: the application modal of /work-with-us (idle, submitting, success or error). */
/** Who is applying, when signed in: the form starts with their name, e-mail and phone. */
export interface Applicant {
  full_name: string;
  email: string;
  phone?: string | null;
}

export function ApplicationModal({ job, user, onClose }: { job: JobOpening | null; user: Applicant | null; onClose: () => void }) {
  const initial: FormValues = { full_name: user?.full_name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', experience_years: '', cover_letter: '', consent: false };
  const [values, setValues] = useState<FormValues>(initial);
  const [resume, setResume] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ApplicationField, string>>>({});
  const [submit] = useSubmitApplicationMutation();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    setValues(initial);
    setResume(null);
    setPhase('idle');
    setMessage(null);
    setApplicationId(null);
    setFieldErrors({});
    onClose();
  };
  /** A field being corrected loses its mark; the others keep theirs until the next submit. */
  const clearError = (field: ApplicationField) => setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
  const change = (field: Exclude<keyof FormValues, 'consent'>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clearError(field);
  };

  const fail = (text: string) => {
    setPhase('error');
    setMessage(text);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!job) return;
    const problem = applicationProblem(values, resume);
    const found = applicationFieldErrors(values, resume);
    const firstInvalid = applicationFields.find((field) => found[field]);
    if (problem || firstInvalid) {
      // Each wrong field is marked with its message, the summary says what to do, and the focus goes to the first wrong field.
      setFieldErrors(found);
      setPhase('error');
      setMessage(problem ?? careersMessages.required);
      requestAnimationFrame(() => {
        const control = firstInvalid ? formRef.current?.elements.namedItem(firstInvalid) : null;
        if (control instanceof HTMLElement) control.focus();
        else errorRef.current?.focus();
      });
      return;
    }
    setFieldErrors({});
    const form = new FormData();
    form.append('position_title', job.title);
    form.append('department', job.department);
    form.append('city', job.city);
    form.append('full_name', values.full_name);
    form.append('email', values.email);
    form.append('phone', values.phone);
    form.append('experience_years', values.experience_years);
    form.append('cover_letter', values.cover_letter);
    form.append('consent', String(values.consent));
    form.append('resume', resume!);
    setPhase('submitting');
    setMessage(null);
    const result = await submit(form);
    if ('data' in result && result.data) {
      setApplicationId(result.data.application_id);
      setPhase('success');
      return;
    }
    const error = result.error as { status?: unknown } | undefined;
    fail(error?.status === 'FETCH_ERROR' ? careersMessages.network : errorDetail(error, careersMessages.failed));
  };

  const submitting = phase === 'submitting';
  return (
    <Modal
      open={job !== null}
      onClose={close}
      closeOnBackdrop={!submitting}
      size="lg"
      title={phase === 'success' ? 'Application Submitted' : `Apply for ${job?.title ?? ''}`}
      description={phase === 'success' ? undefined : job ? `${job.department} · ${job.city} · ${job.level} level · ${job.type}` : undefined}
    >
      {phase === 'success' ? (
        <div className={styles.success} role="status">
          <span className={styles.successIcon} aria-hidden="true">
            <CheckIcon />
          </span>
          <p className={styles.muted}>
            Thank you for applying for {job?.title}. Your application number is <strong>{applicationId}</strong>. We will get back to you within 48
            hours.
          </p>
          {user ? (
            <p className={styles.muted}>You can follow it on My Applications.</p>
          ) : (
            <p className={styles.muted}>Create an account with this e-mail address to follow future applications.</p>
          )}
          <div className={styles.actions}>
            {user ? (
              <Button to="/applicant-dashboard" variant="secondary">
                My Applications
              </Button>
            ) : null}
            <Button onClick={close}>Close</Button>
          </div>
        </div>
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Job application">
          {message ? (
            <p ref={errorRef} tabIndex={-1} className={styles.formError} role="alert">
              {message}
            </p>
          ) : null}
          <div className={styles.formGrid}>
            <TextField label="Full Name" name="full_name" autoComplete="name" required value={values.full_name} onChange={change('full_name')} error={fieldErrors.full_name} disabled={submitting} />
            <TextField label="Email Address" name="email" type="email" autoComplete="email" required value={values.email} onChange={change('email')} error={fieldErrors.email} disabled={submitting} />
            <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={change('phone')} error={fieldErrors.phone} disabled={submitting} />
            <TextField
              label="Years of Experience"
              name="experience_years"
              type="number"
              inputMode="numeric"
              min={EXPERIENCE_MIN_YEARS}
              max={EXPERIENCE_MAX_YEARS}
              value={values.experience_years}
              onChange={change('experience_years')}
              error={fieldErrors.experience_years}
              disabled={submitting}
            />
          </div>
          <TextArea label="Cover Letter" name="cover_letter" required rows={6} value={values.cover_letter} onChange={change('cover_letter')} error={fieldErrors.cover_letter} disabled={submitting} />
          <div className={styles.fileField}>
            <label className={styles.fileLabel} htmlFor="resume-file">
              Resume (PDF or Word, up to 5 MB) <span aria-hidden="true">*</span>
            </label>
            <input
              id="resume-file"
              className={styles.fileInput}
              type="file"
              name="resume"
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              required
              disabled={submitting}
              aria-invalid={fieldErrors.resume ? true : undefined}
              aria-describedby={fieldErrors.resume ? 'resume-file-message' : undefined}
              onChange={(e) => {
                setResume(e.target.files?.[0] ?? null);
                clearError('resume');
              }}
            />
            {fieldErrors.resume ? (
              <p className={styles.fieldError} id="resume-file-message">
                {fieldErrors.resume}
              </p>
            ) : null}
          </div>
          {fieldErrors.consent ? (
            <p className={styles.fieldError} id="consent-message">
              {fieldErrors.consent}
            </p>
          ) : null}
          <label className={styles.consent}>
            <input
              type="checkbox"
              name="consent"
              checked={values.consent}
              aria-invalid={fieldErrors.consent ? true : undefined}
              aria-describedby={fieldErrors.consent ? 'consent-message' : undefined}
              onChange={(e) => {
                setValues((v) => ({ ...v, consent: e.target.checked }));
                clearError('consent');
              }}
              disabled={submitting}
            />
            <span>
              I agree that Suvarna may store and process my resume and details to assess this application. Resumes of closed applications are deleted
              after 180 days, and I can delete my application at any time.
            </span>
          </label>
          <p className={styles.muted}>We will get back to you within 48 hours.</p>
          <div className={styles.actions}>
            <Button type="submit" busy={submitting} disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit Application'}
            </Button>
            <Button variant="ghost" onClick={close} disabled={submitting}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
