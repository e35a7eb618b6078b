import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { createFairTurns } from './fair-turns';

// The package's Algorithm is a const enum, which isolated modules cannot read; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Every hash and check of this process takes its turn by account: a check costs tens of milliseconds of a core,
 * so a burst of guesses at one account, run all at once, would keep another guest's sign-in waiting behind it.
 * At most one per core runs at a time (more would only share the cores), and a free slot goes to the account
 * with the fewest checks running.
 */
const turns = createFairTurns(Math.max(2, availableParallelism()));

/** `account`: whose turn the hash takes (the e-mail or user id it is for). */
export function hashPassword(password: string, account = ''): Promise<string> {
  return turns.run(account.toLowerCase(), () => hash(password, options));
}

/** False for a wrong password and for a stored value that is not an argon2 hash. `account` as for hashPassword. */
export async function verifyPassword(passwordHash: string, password: string, account = ''): Promise<boolean> {
  try {
    return await turns.run(account.toLowerCase(), () => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would when there is no account, so that the answer's timing
 * does not tell whether an e-mail address is registered. Always false.
 */
export async function verifyAgainstNoAccount(password: string, account = ''): Promise<false> {
  dummyHash ??= hash('no account has this password', options);
  await verifyPassword(await dummyHash, password, account);
  return false;
}
