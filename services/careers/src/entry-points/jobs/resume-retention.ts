import type { Logger, Pool } from '@suvarna/platform';
import { purgeExpiredResumes } from '../../domain/resume-retention';

/**
 * Deletes the resumes of rejected and withdrawn applications once the retention period has passed;
 * the applications and their history stay. Runs at start and then every `everyMs`.
 */
export function startResumeRetention(pool: Pool, logger: Logger, { days, everyMs }: { days: number; everyMs: number }): () => Promise<void> {
  let running: Promise<void> | undefined;
  const sweep = () =>
    (running ??= purgeExpiredResumes(pool, days)
      .then((n) => {
        if (n) logger.info({ deleted: n, days }, 'expired resumes deleted');
      })
      .catch((err: unknown) => logger.warn({ err }, 'resume retention sweep failed'))
      .finally(() => (running = undefined)));
  void sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
