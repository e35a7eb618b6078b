import { z } from 'zod';
import { roles } from './enums';

/*
 * Accounts and sessions. The messages are the product's own (spec §5); the client validates its
 * forms with these same schemas and the auth service enforces them again on the server.
 */

export const PASSWORD_MIN_LENGTH = 6;
// argon2 hashes any length, but an unbounded password lets one request buy a lot of CPU.
export const PASSWORD_MAX_LENGTH = 128;

const fullNameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(120, 'Full name must be at most 120 characters');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Invalid email format'))
  // Addresses are compared case-insensitively everywhere; one spelling travels.
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;

/** A phone as sent: null and blank both mean "no phone". */
const phoneValueSchema = z
  .union([z.string(), z.null()], { error: 'Invalid phone number format' })
  .transform((v) => (v !== null && v.trim() !== '' ? v.trim() : null))
  .pipe(
    z
      .string()
      .max(30, 'Phone number must be at most 30 characters')
      .regex(PHONE_PATTERN, 'Invalid phone number format')
      .nullable(),
  );

/** POST /api/auth/register. Unknown keys (a `role`, say) are dropped: a client never picks its role. */
export const registerRequestSchema = z.object({
  full_name: fullNameSchema,
  email: emailSchema,
  phone: phoneValueSchema.optional().transform((v) => v ?? null),
  password: passwordSchema,
});
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/login. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginRequestInput = z.input<typeof loginRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * PUT /api/auth/me: every field optional. A new password needs the current one; e-mail and role
 * cannot be changed here.
 */
export const updateProfileRequestSchema = z
  .object({
    full_name: fullNameSchema.optional(),
    /** Absent leaves the phone as it is; null or blank removes it. */
    phone: phoneValueSchema.optional(),
    current_password: z.string({ error: 'Current password is required' }).max(PASSWORD_MAX_LENGTH, 'Current password is incorrect').optional(),
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

export const logoutResponseSchema = z.object({ message: z.string() });
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
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
