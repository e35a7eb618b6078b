import { z } from 'zod';
import { baseConfigSchema, parseConfig, portSchema, unverifiedMailLimitsSchema } from '@suvarna/platform';

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8105),
  /** Days after an application is rejected or withdrawn before its resume is deleted (its history stays). */
  RESUME_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** How often the retention job looks for expired resumes. */
  RESUME_RETENTION_SWEEP_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** An application from an address nobody verified has its acknowledgement sent there: the shared limits apply. */
  ...unverifiedMailLimitsSchema.shape,
});
export type CareersConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): CareersConfig => parseConfig(configSchema, env);
