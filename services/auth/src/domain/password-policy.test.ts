import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem } from './password-policy';

describe('the list of common passwords', () => {
  it.each(['123456', 'password', 'qwerty123', 'iloveyou1', 'Password1', 'TRUSTNO1', 'football1', 'sunshine1'])(
    'when the password is %s, then it is in the list whatever its case',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it('when the password is an uncommon phrase, then it is not in the list', async () => {
    expect(await isCommonPassword('Lotus#Garden42')).toBe(false);
  });
});

describe('passwordProblem', () => {
  const email = 'priya.sharma@example.com';

  it.each([
    ['123456', 'Password must be at least 8 characters'],
    ['      ', 'Password must be at least 8 characters'],
    ['        ', 'Password must not be one character repeated'],
    ['password', 'This password is too common or has appeared in a data breach. Please choose another.'],
    ['12345678', 'This password is too common or has appeared in a data breach. Please choose another.'],
    ['Priya.Sharma#2026', 'Password must not contain the part of your email before the @'],
    ['sharma-rocks-99', 'Password must not contain the part of your email before the @'],
  ])('when the password is "%s", then it says "%s"', async (password, problem) => {
    expect(await passwordProblem(password, email)).toBe(problem);
  });

  it('when the password is long, uncommon and unrelated to the e-mail, then there is no problem', async () => {
    expect(await passwordProblem('Lotus#Garden42', email)).toBeUndefined();
  });
});
