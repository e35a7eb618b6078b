/** The server's `{ detail }` text from an RTK Query error, else the caller's product fallback text. */
export function errorDetail(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'detail' in data && typeof data.detail === 'string' && data.detail) {
      return data.detail;
    }
  }
  return fallback;
}
