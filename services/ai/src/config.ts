import { z } from 'zod';
import { baseConfigSchema, parseConfig, peerUrlsSchema, portSchema } from '@suvarna/platform';

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8107),
  /**
   * The catalog: its internal hotel snapshot fills the AI's copy of the hotels on its first start. Several
   * instances separated by commas are asked in turn.
   */
  CATALOG_URL: peerUrlsSchema('http://127.0.0.1:8102'),
  /** The longest pause between two tries to fetch the catalog's snapshot while the catalog is down. */
  SNAPSHOT_SYNC_MAX_DELAY_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
  /** An OpenAI-compatible chat-completions endpoint that phrases answers; unset: the computed answers stand. */
  AI_BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url({ error: 'must be an http(s) URL' }).optional()),
  AI_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long a phrasing may take before the computed answer is sent instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
});
export type AiConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): AiConfig => parseConfig(configSchema, env);
