import type { Pool } from '@suvarna/platform';
import { deleteExpiredResumes } from '../data-access/application-repository';

/**
 * Deletes the resumes of rejected and withdrawn applications whose status changed more than `days` ago;
 * the applications and their history stay. Answers how many resumes went.
 */
export const purgeExpiredResumes = (pool: Pool, days: number): Promise<number> => deleteExpiredResumes(pool, days);
