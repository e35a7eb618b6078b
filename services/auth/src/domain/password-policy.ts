import { readFile } from 'node:fs/promises';
import { passwordMessages, passwordProblemForEmail, passwordSchema } from '@suvarna/contracts';
import { AppError } from '@suvarna/platform';

const listFile = new URL('./common-passwords/common-passwords.txt', import.meta.url);
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The common and breached passwords kept in the repository (see common-passwords/README.md), read once;
 * the service reads them at start so that no request waits for the file.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= readFile(listFile, 'utf8').then((text) => new Set(text.split('\n').filter(Boolean)));
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/**
 * Why a password may not be used with an account's e-mail, or undefined: shorter than 8 characters,
 * one character repeated, containing the e-mail's local part, or in the list of common passwords.
 */
export async function passwordProblem(password: string, email: string): Promise<string | undefined> {
  const shape = passwordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message;
  return passwordProblemForEmail(password, email) ?? ((await isCommonPassword(password)) ? passwordMessages.common : undefined);
}

/** Throws the 400 a form shows when a new password breaks the rule. */
export async function assertUsablePassword(password: string, email: string): Promise<void> {
  const problem = await passwordProblem(password, email);
  if (problem) throw new AppError(problem, { code: 'weak_password', status: 400 });
}
