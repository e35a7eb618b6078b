/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys for nesting
 * (`metadata[booking_id]=b1`, `line_items[0][price_data][currency]=inr`), as the official SDKs send it.
 * Query strings of GET requests use the same form (`expand[0]=line_items`).
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export class FormEncodingError extends Error {}

const MAX_DEPTH = 8;
const MAX_INDEX = 1000;

/** Splits `a[b][0][c]` into ['a', 'b', '0', 'c']. */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const parts = [key.slice(0, first)];
  const rest = key.slice(first);
  const re = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    if (m.index !== consumed) throw new FormEncodingError(`Invalid parameter name: ${key}`);
    parts.push(m[1] ?? '');
    consumed = re.lastIndex;
  }
  if (consumed !== rest.length) throw new FormEncodingError(`Invalid parameter name: ${key}`);
  if (parts.length > MAX_DEPTH) throw new FormEncodingError(`Parameter nested too deeply: ${key}`);
  return parts;
}

const isIndex = (s: string) => /^\d+$/.test(s);

/** Decodes a form body or query string into nested objects; numeric brackets become arrays. */
export function decodeForm(body: string): FormObject {
  const root: FormObject = {};
  const params = new URLSearchParams(body);
  for (const [key, value] of params) {
    if (!key) continue;
    const path = keyPath(key);
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const part = path[i] ?? '';
      const last = i === path.length - 1;
      const nextIsIndex = !last && isIndex(path[i + 1] ?? '');
      if (Array.isArray(node)) {
        // `expand[]=x` appends; `items[3]` places.
        const index: number = part === '' ? node.length : Number(part);
        if (!isIndex(part) && part !== '') throw new FormEncodingError(`Invalid array index in ${key}`);
        if (index > MAX_INDEX) throw new FormEncodingError(`Array index too large in ${key}`);
        if (last) {
          node[index] = value;
        } else {
          const existing: FormValue | undefined = node[index];
          const child: FormObject | FormValue[] = existing !== undefined && typeof existing === 'object' ? existing : nextIsIndex ? [] : {};
          node[index] = child;
          node = child;
        }
      } else {
        if (last) {
          node[part] = value;
        } else {
          const existing: FormValue | undefined = node[part];
          const child: FormObject | FormValue[] =
            existing !== undefined && typeof existing === 'object' ? existing : nextIsIndex || path[i + 1] === '' ? [] : {};
          node[part] = child;
          node = child;
        }
      }
    }
  }
  return compactArrays(root) as FormObject;
}

/** Arrays written with indices may have holes (`a[0]`, `a[2]`): Stripe reads them in order. */
function compactArrays(value: FormValue): FormValue {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactArrays);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactArrays(v)]));
  return value;
}
