import { z } from 'zod';
import { roles } from './enums';
import { checkedText, singleLineText } from './text';

/*
 * Accounts and sessions. The messages are the product's own (spec §5); the client validates its
 * forms with these same schemas and the auth service enforces them again on the server.
 */

/** The spec's sign-in form rule: what an existing password must have to be worth checking. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** A new password (registration, change, staff accounts): OWASP ASVS 2.1.1. */
export const PASSWORD_MIN_LENGTH = 8;
// argon2 hashes any length, but an unbounded password lets one request buy a lot of CPU.
export const PASSWORD_MAX_LENGTH = 128;

/** The password rule as the forms explain it before anything is submitted. */
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common or breached passwords and the part of your email before the @.`;

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  repeated: 'Password must not be one character repeated',
  containsEmail: 'Password must not contain the part of your email before the @',
  common: 'This password is too common or has appeared in a data breach. Please choose another.',
};

const fullNameSchema = singleLineText('Full name', 120);

export const emailSchema = singleLineText('Email', 254)
  .pipe(z.email('Invalid email format'))
  // Addresses are compared case-insensitively everywhere; one spelling travels.
  .transform((email) => email.toLowerCase());

/** A password as typed: never trimmed, checked by the text rule, at most 128 characters. */
const typedPassword = (label: string, min: number, tooShort: string) =>
  checkedText(label, { trim: false }).pipe(
    z
      .string()
      .min(1, `${label} is required`)
      .min(min, tooShort)
      .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );

/**
 * A new password: at least 8 characters and not one character repeated. The auth service also
 * refuses passwords found in its list of common and breached ones, and any containing the e-mail's
 * local part (see passwordProblemForEmail).
 */
export const passwordSchema = typedPassword('Password', PASSWORD_MIN_LENGTH, passwordMessages.tooShort).refine(
  (p) => new Set(p).size > 1,
  passwordMessages.repeated,
);

/** The password of a sign-in: an existing account's, so only the spec's sign-in form rule applies. */
export const loginPasswordSchema = typedPassword('Password', LOGIN_PASSWORD_MIN_LENGTH, `Password must be at least ${LOGIN_PASSWORD_MIN_LENGTH} characters`);

/** The pieces of an e-mail's local part a password must not contain: the whole (3+ characters) and each word (4+). */
function emailNames(email: string): string[] {
  const local = email.slice(0, Math.max(0, email.lastIndexOf('@'))).toLowerCase();
  const words = local.split(/[._+-]+/).filter((w) => w.length >= 4);
  return [...(local.length >= 3 ? [local] : []), ...words];
}

/** The password rule that needs the account's e-mail: undefined when the password may be used with it. */
export function passwordProblemForEmail(password: string, email: string): string | undefined {
  const lower = password.toLowerCase();
  return emailNames(email).some((name) => lower.includes(name)) ? passwordMessages.containsEmail : undefined;
}

export const PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;

/** A phone as sent: null and blank both mean "no phone". */
const phoneValueSchema = z
  .union([z.string(), z.null()], { error: 'Invalid phone number format' })
  .transform((v) => v ?? '')
  .pipe(checkedText('Phone'))
  .transform((v) => (v !== '' ? v : null))
  .pipe(
    z
      .string()
      .max(30, 'Phone number must be at most 30 characters')
      .regex(PHONE_PATTERN, 'Invalid phone number format')
      .nullable(),
  );

/** POST /api/auth/register. Unknown keys (a `role`, say) are dropped: a client never picks its role. */
export const registerRequestSchema = z
  .object({
    full_name: fullNameSchema,
    email: emailSchema,
    phone: phoneValueSchema.optional().transform((v) => v ?? null),
    password: passwordSchema,
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblemForEmail(v.password, v.email);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/login. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginRequestInput = z.input<typeof loginRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * PUT /api/auth/me: every field optional. A new password needs the current one; e-mail and role
 * cannot be changed here. The e-mail rule of a new password is checked by the service, which knows
 * the account's address.
 */
export const updateProfileRequestSchema = z
  .object({
    full_name: fullNameSchema.optional(),
    /** Absent leaves the phone as it is; null or blank removes it. */
    phone: phoneValueSchema.optional(),
    current_password: checkedText('Current password', { trim: false })
      .pipe(z.string().max(PASSWORD_MAX_LENGTH, 'Current password is incorrect'))
      .optional(),
    new_password: passwordSchema.optional(),
  })
  .refine((v) => v.new_password === undefined || (v.current_password !== undefined && v.current_password !== ''), {
    message: 'Current password is required to set a new password',
    path: ['current_password'],
  });
export type UpdateProfileRequestInput = z.input<typeof updateProfileRequestSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const roleSchema = z.enum(roles);

/** The user as every auth response shows it. Never carries the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  department: z.string().nullable(),
  created_at: z.string(),
  /**
   * The password in use no longer meets the password rule (it was chosen before the rule, or is now
   * in the list of breached ones): the client asks the user to change it. Learned at sign-in.
   */
  password_change_required: z.boolean().optional(),
  /** The owner opened the link sent to the address (staff accounts count as verified). Unverified accounts are reminded. */
  email_verified: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Login, register and refresh answer with this. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
  user: publicUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** An answer that is only a sentence to show (sign-out, a new verification link). */
export const messageResponseSchema = z.object({ message: z.string() });
export const logoutResponseSchema = messageResponseSchema;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/**
 * The claims of an access token besides the registered ones (iss, aud, iat, exp, jti) that the
 * verifier checks itself. Shared by the issuer and every verifier so the two cannot drift apart.
 */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  role: roleSchema,
  department: z.string().min(1).optional(),
  name: z.string(),
  email: z.string(),
  /** Whether the address in `email` was verified when the token was issued (absent in tokens of older issuers). */
  email_verified: z.boolean().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** POST /api/auth/verify-email: the token of the link sent to the address. */
export const verifyEmailRequestSchema = z.object({
  token: z.string({ error: 'The verification link is incomplete' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'The verification link is incomplete'),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const verifyEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const verificationMessages = {
  verified: 'Thank you: your e-mail address is confirmed.',
  invalid: 'This confirmation link is not valid. It may have been replaced by a newer one; ask for a new link from your dashboard.',
  expired: 'This confirmation link has expired. Ask for a new one from your dashboard.',
  sent: 'We have sent a new confirmation link. It is valid for 7 days.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
};
