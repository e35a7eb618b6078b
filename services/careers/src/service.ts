import type { ServiceDefinition } from '@suvarna/platform';
import type { CareersConfig } from './config';

/**
 * Job applications, resumes, the HR pipeline, notes and interviews.
 * Its features arrive with their own issue; until then it runs with its schema, health,
 * readiness and metrics only.
 */
export function createCareersService(): ServiceDefinition<CareersConfig> {
  return { name: 'careers' };
}
