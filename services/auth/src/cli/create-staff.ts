/**
 * Creates a staff account with a role, or gives an existing account a role, on any deployment:
 *
 *   npm run create-staff -- --email asha@suvarnahotels.in --name "Asha Pillai" --role hr
 *   npm run create-staff -- --email r.das@suvarnahotels.in --name "Rahul Das" --role department_head --department Finance
 *
 * Reads DATABASE_URL (and REDIS_URL, to end the sessions of an account whose role changed at
 * once). Without --password a strong one is generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, firstIssueMessage, passwordSchema, roles } from '@suvarna/contracts';
import { createPool, createRedis, migrate } from '@suvarna/platform';
import { loadConfig } from '../config';
import { findUserByEmail } from '../data-access/user-repository';
import { passwordProblem } from '../domain/password-policy';
import { createOrUpdateStaffAccount } from '../domain/staff-accounts';
import { migrationsDir } from '../service';

const usage = `Usage: npm run create-staff -- --email <email> --name "<full name>" --role <${roles.join('|')}> [--department <name>] [--password <password>]`;

const argsSchema = z
  .object({
    email: emailSchema,
    name: z.string({ error: '--name is required' }).trim().min(1, '--name is required').max(120),
    role: z.enum(roles, { error: `--role must be one of ${roles.join(', ')}` }),
    department: z.string().trim().min(1).max(80).optional(),
    password: passwordSchema.optional(),
  })
  .refine((a) => a.role === 'department_head' || a.department === undefined, { message: '--department is only for the department_head role' });

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      department: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`${firstIssueMessage(parsed.error)}\n${usage}`);
    return 2;
  }
  const args = parsed.data;
  // The spec's department heads default to Engineering.
  const department = args.role === 'department_head' ? (args.department ?? 'Engineering') : null;

  const config = loadConfig();
  const pool = createPool(config.DATABASE_URL, { schema: 'auth', applicationName: 'auth-create-staff', max: 2 });
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX) : undefined;
  try {
    await migrate(pool, 'auth', migrationsDir);
    // Only a new account gets a generated password; an existing one keeps its own unless --password is given.
    const exists = (await findUserByEmail(pool, args.email)) !== undefined;
    const problem = args.password === undefined ? undefined : await passwordProblem(args.password, args.email);
    if (problem) {
      console.error(`${problem}\n${usage}`);
      return 2;
    }
    const generated = args.password === undefined && !exists ? randomBytes(12).toString('base64url') : undefined;
    const { user, created, revokedSessions } = await createOrUpdateStaffAccount(
      { pool, redis },
      { email: args.email, fullName: args.name, role: args.role, department, password: args.password ?? generated },
    );
    console.log(`${created ? 'Created' : 'Updated'} ${user.email}: ${user.full_name}, role ${user.role}${user.department ? ` (${user.department})` : ''}.`);
    if (created && generated) console.log(`Password (shown once): ${generated}`);
    if (revokedSessions) console.log(`Signed out ${revokedSessions} session(s) so the new role applies at the next sign-in.`);
    if (revokedSessions && !redis) console.log('REDIS_URL is not set: other services refuse those tokens once the auth service restarts.');
    return 0;
  } finally {
    redis?.disconnect();
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
