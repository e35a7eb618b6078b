import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUnverifiedMailLimits, limitsFromConfig, type ServiceDefinition } from '@suvarna/platform';
import type { CareersConfig } from './config';
import { applicationRoutes } from './entry-points/http/application-routes';
import { startResumeRetention } from './entry-points/jobs/resume-retention';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-access/migrations');

/** Job applications, resumes, the HR pipeline, notes and interviews. */
export function createCareersService(): ServiceDefinition<CareersConfig> {
  let stopRetention: (() => Promise<void>) | undefined;
  return {
    name: 'careers',
    businessCounters: { 'application.submitted': { name: 'suvarna_applications_submitted_total', help: 'Job applications submitted' } },
    migrationsDir,
    routes: (app, deps) => {
      const mailLimits = createUnverifiedMailLimits(deps.redis, limitsFromConfig(deps.config));
      app.use(applicationRoutes({ pool: deps.pool, bus: deps.bus, logger: deps.logger, config: deps.config, mailLimits }, deps.auth));
    },
    consumers: async (deps) => {
      stopRetention = startResumeRetention(deps.pool, deps.logger.child({ component: 'resume-retention' }), {
        days: deps.config.RESUME_RETENTION_DAYS,
        everyMs: deps.config.RESUME_RETENTION_SWEEP_MINUTES * 60_000,
      });
    },
    onStop: async () => {
      await stopRetention?.();
    },
  };
}
