import type { z } from 'zod';
import { firstIssueMessage } from '@suvarna/contracts';
import { AppError } from '../errors';

/** Parses a request part with a contracts schema; a mismatch is a 400 whose detail names the problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError(firstIssueMessage(result.error), { code: 'validation_failed', status: 400 });
  return result.data;
}
