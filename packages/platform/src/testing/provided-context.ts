// What the test runner's global set-up (infra/testing/global-setup.ts) provides to every test file.
import type {} from 'vitest';
declare module 'vitest' {
  export interface ProvidedContext {
    /** A Postgres URL whose user may create databases; each test file makes its own. */
    adminDatabaseUrl: string;
    /** REDIS_URL of the run, or '' for the in-process stand-in. */
    redisUrl: string;
  }
}
export {};
