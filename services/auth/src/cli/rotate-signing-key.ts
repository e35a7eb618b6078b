/**
 * Rotates the stored token-signing key on any deployment:
 *
 *   npm run rotate-signing-key                     # the new key signs in 10 minutes
 *   npm run rotate-signing-key -- --activate-in 0  # at once (a single instance, or after a leak)
 *
 * Reads DATABASE_URL and JWT_KEY_ENCRYPTION_KEY. The new key is published in the JWKS at once and
 * signs from --activate-in seconds on (default 600: every verifier refetches the JWKS within 10
 * minutes); the old key stays published for JWT_TTL_SECONDS after that, until the last token it
 * signed has expired. Running instances pick the change up within a minute.
 */
import { parseArgs } from 'node:util';
import { createPool, migrate } from '@suvarna/platform';
import { loadConfig } from '../config';
import { rotateSigningKey } from '../domain/token-issuer';
import { migrationsDir } from '../service';

const usage = 'Usage: npm run rotate-signing-key -- [--activate-in <seconds>]';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'activate-in': { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const activateIn = Number(values['activate-in'] ?? 600);
  if (!Number.isInteger(activateIn) || activateIn < 0) {
    console.error(`--activate-in must be a whole number of seconds\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  if (config.JWT_PRIVATE_KEY) {
    console.error('JWT_PRIVATE_KEY is set: that key is rotated by changing the variable, not by this command.');
    return 2;
  }
  if (!config.JWT_KEY_ENCRYPTION_KEY) {
    console.error('JWT_KEY_ENCRYPTION_KEY is required: the new key is stored encrypted with it.');
    return 2;
  }
  const pool = createPool(config.DATABASE_URL, { schema: 'auth', applicationName: 'auth-rotate-signing-key', max: 2 });
  try {
    await migrate(pool, 'auth', migrationsDir);
    const rotation = await rotateSigningKey(pool, config.JWT_KEY_ENCRYPTION_KEY, { activateInSeconds: activateIn, overlapSeconds: config.JWT_TTL_SECONDS });
    console.log(`New signing key ${rotation.kid}: published now, signs from ${rotation.signsFrom.toISOString()}.`);
    for (const kid of rotation.retiring) console.log(`Key ${kid} stays published until ${rotation.publishedUntil.toISOString()}.`);
    return 0;
  } finally {
    await pool.end();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
