import type { RequestHandler } from 'express';
import { AppError } from '@suvarna/platform';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** PostgreSQL text cannot hold U+0000: a request carrying one is refused here rather than failing later. */
export const refuseNul: RequestHandler = (req, _res, next) => {
  if (hasNul(req.body) || hasNul(req.query) || hasNul(req.params)) {
    return next(AppError.badRequest('Text must not contain NUL characters', 'validation_failed'));
  }
  next();
};
