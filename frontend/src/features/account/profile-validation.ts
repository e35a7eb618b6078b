import { passwordProblemForEmail, passwordSchema, updateProfileRequestSchema } from '@suvarna/contracts';
import type { ProfileChanges } from './account-types';

export type DetailsField = 'full_name' | 'phone';
export type PasswordField = 'current_password' | 'new_password' | 'confirm_password';
type Errors<Field extends string> = Partial<Record<Field, string>>;
type Validation<Field extends string> = { data: ProfileChanges; errors: null } | { data: null; errors: Errors<Field> };

export const currentPasswordRequiredText = 'Current password is required';
export const confirmPasswordRequiredText = 'Please confirm your password';
export const passwordsMustMatchText = 'Passwords must match';

/** Name and phone with the registration rules ('Full name is required', 'Invalid phone number format'). */
export function validateDetails(values: Record<DetailsField, string>): Validation<DetailsField> {
  const parsed = updateProfileRequestSchema.safeParse({ full_name: values.full_name, phone: values.phone });
  if (parsed.success) return { data: { full_name: parsed.data.full_name, phone: parsed.data.phone ?? null }, errors: null };
  const errors: Errors<DetailsField> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'full_name' || field === 'phone') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/**
 * A new password needs the current one, the password rule (checked against the account's e-mail when
 * given; the server also checks its list of common passwords) and the same confirmation as registration.
 */
export function validatePasswordChange(values: Record<PasswordField, string>, email?: string): Validation<PasswordField> {
  const errors: Errors<PasswordField> = {};
  if (!values.current_password) errors.current_password = currentPasswordRequiredText;
  const fresh = passwordSchema.safeParse(values.new_password);
  if (!fresh.success) errors.new_password = fresh.error.issues[0]?.message;
  else if (email) errors.new_password = passwordProblemForEmail(values.new_password, email);
  if (!errors.new_password) delete errors.new_password;
  if (!values.confirm_password) errors.confirm_password = confirmPasswordRequiredText;
  else if (values.confirm_password !== values.new_password) errors.confirm_password = passwordsMustMatchText;
  if (Object.keys(errors).length > 0) return { data: null, errors };
  return { data: { current_password: values.current_password, new_password: values.new_password }, errors: null };
}
