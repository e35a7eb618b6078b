import type { z } from 'zod';

/** One readable sentence from a failed zod parse: the first problem, phrased for a person. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  return issue.message;
}
