import { request } from 'node:http';

/** A site's answer: its status, its JSON body (`{ text }` when the body is no JSON) and the body as text. */
export interface SiteAnswer {
  status: number;
  json: Record<string, unknown>;
  text: string;
}

export interface SiteCallOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as application/json: for bodies no client would make. */
  raw?: string;
  headers?: Record<string, string>;
  /** Another loopback address to call from (fetch cannot choose one). */
  from?: string;
}

/**
 * A request to a site as an attacker would send it: the path's bytes as they are (no URL normalising), any body,
 * from any loopback address, on a connection of its own.
 */
export function callSite(siteUrl: string, method: string, path: string, options: SiteCallOptions = {}): Promise<SiteAnswer> {
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = request(
      `${siteUrl}${path}`,
      {
        method,
        localAddress: options.from,
        agent: false,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown>;
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = { text };
          }
          resolve({ status: res.statusCode ?? 0, json, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
