import { loginRequestSchema, registerRequestSchema } from '@suvarna/contracts';
import type { LoginRequest, RegisterRequest } from '@suvarna/contracts';

/**
 * Client validation of the sign-in and registration forms with the contracts' schemas, whose messages are the
 * spec's own ('Email is required', 'Invalid email format', ...). Each field shows its first problem.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;
export type Validation<Field extends string, Data> = { data: Data; errors: null } | { data: null; errors: FieldErrors<Field> };

export const loginFields = ['email', 'password'] as const;
export type LoginField = (typeof loginFields)[number];
export type LoginValues = Record<LoginField, string>;

export const registerFields = ['full_name', 'email', 'phone', 'password', 'confirm_password'] as const;
export type RegisterField = (typeof registerFields)[number];
export type RegisterValues = Record<RegisterField, string>;

export const confirmPasswordRequiredText = 'Please confirm your password';
export const passwordsMustMatchText = 'Passwords must match';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

function firstIssuePerField<Field extends string>(issues: readonly Issue[], fields: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function validateLogin(values: LoginValues): Validation<LoginField, LoginRequest> {
  const parsed = loginRequestSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  return { data: null, errors: firstIssuePerField(parsed.error.issues, loginFields) };
}

/** The confirmation is checked here only: it is never sent (spec). */
export function validateRegistration(values: RegisterValues): Validation<RegisterField, RegisterRequest> {
  const { confirm_password: confirmation, ...registration } = values;
  const parsed = registerRequestSchema.safeParse(registration);
  const errors: FieldErrors<RegisterField> = parsed.success ? {} : firstIssuePerField(parsed.error.issues, registerFields);
  if (!confirmation) errors.confirm_password = confirmPasswordRequiredText;
  else if (confirmation !== values.password) errors.confirm_password = passwordsMustMatchText;
  if (parsed.success && !errors.confirm_password) return { data: parsed.data, errors: null };
  return { data: null, errors };
}
