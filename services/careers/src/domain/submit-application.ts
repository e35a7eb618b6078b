import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { applicationFieldsSchema, careersMessages, type ApplicationSubmitted, type SubmitApplicationResponse } from '@suvarna/contracts';
import { AppError, businessNow, parseInput, withTransaction, type AuthUser } from '@suvarna/platform';
import { insertApplication } from '../data-access/application-repository';
import type { CareersDeps } from './careers-deps';
import { resumeKind } from './resume-content';

const REQUIRED = ['full_name', 'email', 'cover_letter'] as const;
const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/**
 * A job application from the multipart form: required fields and a resume first (one message),
 * then the resume's content, then every field by the text rule, then the limits on e-mail to an
 * unverified address. The applicant's account is linked when a valid token came with the request.
 */
export async function submitApplication(
  deps: CareersDeps,
  form: { fields: Record<string, string>; resume?: { bytes: Buffer; filename: string } },
  user: AuthUser | undefined,
  clientAddress: string,
): Promise<SubmitApplicationResponse> {
  const { fields, resume } = form;
  if (REQUIRED.some((k) => blank(fields[k])) || !resume || resume.bytes.length === 0) {
    throw AppError.badRequest(careersMessages.required, 'required_fields');
  }
  const kind = resumeKind(resume.bytes);
  if (!kind) throw new AppError(careersMessages.resumeType, { code: 'resume_type', status: 415 });
  const input = parseInput(applicationFieldsSchema, {
    position_title: fields.position_title,
    department: fields.department,
    city: fields.city,
    full_name: fields.full_name,
    email: fields.email,
    phone: fields.phone ?? '',
    experience_years: fields.experience_years ?? '',
    cover_letter: fields.cover_letter,
  });
  if (fields.consent !== 'true') throw AppError.badRequest(careersMessages.consent, 'consent_required');
  // The acknowledgement goes to the typed address: unless it is the signed-in applicant's own, verified one,
  // it counts against the shared limits per recipient and per client address (and repeats nothing typed).
  const fromVerifiedAddress = Boolean(user?.emailVerified && user.email.toLowerCase() === input.email.toLowerCase());
  if (!fromVerifiedAddress) {
    await deps.mailLimits.take(input.email, clientAddress, {
      address: 'Too many applications have been sent from your network',
      recipient: 'Too many e-mails have been sent to this address',
    });
  }

  // Without an account, the acknowledgement carries a one-time link that proves the mailbox later.
  const claimToken = user ? undefined : randomBytes(32).toString('base64url');
  const stored = await withTransaction(deps.pool, async (client) => {
    const application = await insertApplication(client, {
      id: randomUUID(),
      userId: user?.id ?? null,
      fullName: input.full_name,
      email: input.email,
      phone: input.phone,
      city: input.city,
      positionTitle: input.position_title,
      department: input.department,
      experienceYears: input.experience_years,
      coverLetter: input.cover_letter,
      resume: { filename: `resume.${kind.extension}`, contentType: kind.contentType, bytes: resume.bytes },
      claimTokenHash: claimToken ? hashClaimToken(claimToken) : null,
      submittedBy: { name: input.full_name, role: user?.role ?? 'applicant' },
      at: businessNow(),
    });
    await deps.bus.publish<ApplicationSubmitted>(client, {
      type: 'application.submitted',
      key: application.id,
      data: {
        id: application.id,
        applicationId: application.applicationId,
        fullName: application.fullName,
        email: application.email,
        positionTitle: application.positionTitle,
        department: application.department,
        city: application.city,
        experienceYears: application.experienceYears,
        submittedAt: application.submittedAt,
        ...(claimToken ? { claimToken } : {}),
        fromVerifiedAddress,
      },
    });
    return application;
  });
  return {
    success: true,
    message: 'Application submitted successfully. We will get back to you within 48 hours.',
    application_id: stored.applicationId,
    id: stored.id,
  };
}

export const hashClaimToken = (token: string) => createHash('sha256').update(token).digest('hex');
