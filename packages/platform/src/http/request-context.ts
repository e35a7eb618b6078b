import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { runWithContext } from '../context';

const ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes the caller's request and correlation ids when they look sane, makes new ones otherwise. */
export function readIds(headers: Record<string, string | string[] | undefined>): { requestId: string; correlationId: string } {
  const pick = (name: string) => {
    const v = headers[name];
    const s = Array.isArray(v) ? v[0] : v;
    return s && ID_PATTERN.test(s) ? s : undefined;
  };
  const requestId = pick('x-request-id') ?? randomUUID();
  return { requestId, correlationId: pick('x-correlation-id') ?? requestId };
}

export const requestContext: RequestHandler = (req, res, next) => {
  const ids = readIds(req.headers);
  res.setHeader('x-request-id', ids.requestId);
  runWithContext(ids, () => next());
};
