import { randomBytes } from 'node:crypto';

/** The error object Stripe answers with, under `error`, and the HTTP status that goes with it. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'api_error' | 'card_error' | 'idempotency_error' | 'authentication_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  request_log_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const docUrl = (code?: string) => (code ? `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` : undefined);

export function invalidRequest(message: string, options: { code?: string; param?: string; status?: number } = {}): StripeApiError {
  return new StripeApiError(options.status ?? 400, {
    type: 'invalid_request_error',
    message,
    ...(options.code ? { code: options.code, doc_url: docUrl(options.code) } : {}),
    ...(options.param ? { param: options.param } : {}),
  });
}

export const missingParam = (param: string) => invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
export const unknownParam = (param: string) =>
  invalidRequest(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param });
export const invalidParam = (param: string, message: string) => invalidRequest(message, { code: 'parameter_invalid_empty', param });
export const invalidInteger = (param: string, value: string) =>
  invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param });
export const noSuch = (kind: string, id: string, param = 'id') =>
  invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: 404 });

/** An id in Stripe's style: a prefix and 24 random letters and digits. */
export function stripeId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let id = '';
  for (const b of bytes) id += alphabet[b % alphabet.length];
  return `${prefix}_${id}`;
}
