import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package's Algorithm is a const enum, which isolated modules cannot read; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would when there is no account, so that the answer's timing
 * does not tell whether an e-mail address is registered. Always false.
 */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}
