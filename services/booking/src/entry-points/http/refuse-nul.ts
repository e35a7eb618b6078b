import type { RequestHandler } from 'express';
import { AppError } from '@suvarna/platform';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000: a path parameter carrying one is refused here rather than failing later.
 * Body and query fields are checked, with their names, by their schemas (the shared text rule).
 */
export const refuseNul: RequestHandler = (req, _res, next) => {
  if (hasNul(req.params) || Object.keys(req.query ?? {}).some((key) => key.includes('\u0000'))) {
    return next(AppError.badRequest('Text must not contain NUL characters', 'validation_failed'));
  }
  next();
};
