import type { FormObject, FormValue } from './form-encoding';
import { invalidInteger, invalidRequest, missingParam, unknownParam } from './stripe-errors';

/** Reading decoded form parameters with Stripe's own error messages. */
export function checkKnown(params: FormObject, known: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}

export function str(params: FormObject, key: string, name = key): string | undefined {
  const v = params[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalidRequest(`Invalid string: ${describe(v)}`, { param: name });
  return v;
}

export function requiredStr(params: FormObject, key: string, name = key): string {
  const v = str(params, key, name);
  if (v === undefined || v === '') throw missingParam(name);
  return v;
}

export function int(params: FormObject, key: string, name = key): number | undefined {
  const v = str(params, key, name);
  if (v === undefined || v === '') return undefined;
  if (!/^-?\d{1,15}$/.test(v)) throw invalidInteger(name, v);
  return Number(v);
}

export function obj(params: FormObject, key: string, name = key): FormObject | undefined {
  const v = params[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidRequest(`Invalid object`, { param: name });
  return v;
}

export function list(params: FormObject, key: string, name = key): FormValue[] | undefined {
  const v = params[key];
  if (v === undefined || v === '') return undefined;
  if (!Array.isArray(v)) throw invalidRequest(`Invalid array`, { param: name });
  return v;
}

/** Metadata: up to 50 keys, keys up to 40 characters, values up to 500 (Stripe's limits). */
export function metadata(params: FormObject, key = 'metadata'): Record<string, string> {
  const m = obj(params, key);
  if (!m) return {};
  const entries = Object.entries(m);
  if (entries.length > 50) throw invalidRequest('Metadata can have at most 50 keys.', { param: key });
  const out: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (typeof v !== 'string') throw invalidRequest(`Invalid string: ${describe(v)}`, { param: `${key}[${k}]` });
    if (k.length > 40) throw invalidRequest(`Metadata keys can be at most 40 characters long.`, { param: `${key}[${k}]` });
    if (v.length > 500) throw invalidRequest(`Metadata values can have up to 500 characters, but you passed in a value that is ${v.length} characters.`, { param: `${key}[${k}]` });
    if (v !== '') out[k] = v;
  }
  return out;
}

export function expandList(params: FormObject): string[] {
  const e = params.expand;
  if (e === undefined) return [];
  const items = Array.isArray(e) ? e : [e];
  return items.map((x) => {
    if (typeof x !== 'string') throw invalidRequest('Invalid array', { param: 'expand' });
    return x;
  });
}

function describe(v: FormValue): string {
  return typeof v === 'string' ? v : JSON.stringify(v).slice(0, 60);
}
