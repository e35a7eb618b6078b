import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger } from '@suvarna/platform';
import { documentPolicy } from './security-headers';
import { readUpstreamJson } from './upstream-read';
import type { Upstreams } from './upstreams';

/** What the frontend's server entry (frontend/dist-server/first-screen.js, from src/app/first-screen-server.ts) exports. */
interface PageRenderer {
  /**
   * The whole document of the page at `url`, its first screen drawn from `data` (the body of the page's API read),
   * or undefined when it cannot be drawn from them. `key` is the same for two calls that give the same `html`.
   */
  render(url: string, data: unknown): Promise<{ html: string; key: string } | undefined>;
}

/** A rendered document in the copies a browser may ask for. */
export interface RenderedDocument {
  etag: string;
  /** The document's own content policy (its inline styles by hash). */
  contentSecurityPolicy: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Documents kept compressed, by what the renderer says they were drawn from. */
const CACHE_SIZE = 200;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Serves a page whose first screen the build lets the server draw with data (a hotel page: its name,
 * photographs, rooms instead of a loading state), so a phone paints the page as soon as the document and the
 * stylesheet are in rather than after the app's code and then the data. The data is the page's public API read
 * (the one the browser would make), through the same breakers as /api; the document is the frontend's own
 * (`render(url, data)` of its server entry), which also checks the data. Anything missing (no renderer, the
 * service slow or down, data the page cannot be drawn from) leaves the built document as it is.
 */
export function createFirstScreenRenderer(options: {
  distDir: string;
  serverEntry?: string;
  upstreams: Upstreams;
  logger: Logger;
  /** How long a document waits for its data before going out with its loading state instead. */
  dataWaitMs: number;
}) {
  const { upstreams, logger, dataWaitMs } = options;
  const renderer = rendererLoader(options.serverEntry ?? path.join(path.dirname(path.resolve(options.distDir)), 'dist-server', 'first-screen.js'));
  const documents = new Map<string, RenderedDocument>();

  return {
    /**
     * The document of the page at `url` (its path and query, as the address bar has them) drawn from the API
     * read `from`, or undefined to serve the built one.
     */
    async render(from: string, url: string, requestId: string): Promise<RenderedDocument | undefined> {
      try {
        const loaded = await renderer();
        if (!loaded) return undefined;
        const data = await readUpstreamJson(upstreams, from, requestId, dataWaitMs);
        if (data === undefined) return undefined;
        const page = await loaded.module.render(url, data);
        if (!page) return undefined;
        const key = `${loaded.version}\0${page.key}`;
        const kept = documents.get(key);
        if (kept) {
          documents.delete(key);
          documents.set(key, kept);
          return kept;
        }
        const document = await prepareDocument(page.html);
        documents.set(key, document);
        if (documents.size > CACHE_SIZE) documents.delete(documents.keys().next().value as string);
        return document;
      } catch (err) {
        logger.warn({ err, url, requestId }, 'first screen could not be rendered with its data; serving the built page');
        return undefined;
      }
    },
  };
}

export type FirstScreenRenderer = ReturnType<typeof createFirstScreenRenderer>;

/** The renderer module and the build it is from; a rebuild while the gateway runs is picked up (a new URL is a new module). */
function rendererLoader(serverEntry: string): () => Promise<{ version: number; module: PageRenderer } | undefined> {
  let loaded: { version: number; module: Promise<PageRenderer> } | undefined;
  return async () => {
    let version: number;
    try {
      version = (await stat(serverEntry)).mtimeMs;
    } catch {
      return undefined;
    }
    if (loaded?.version !== version) {
      loaded = { version, module: import(`${pathToFileURL(serverEntry).href}?v=${version}`) as Promise<PageRenderer> };
    }
    return { version, module: await loaded.module };
  };
}

/** A document in every copy it may go out in, with its ETag and content policy. */
async function prepareDocument(html: string): Promise<RenderedDocument> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return {
    etag: `W/"fs-${createHash('sha1').update(identity).digest('base64url')}"`,
    contentSecurityPolicy: documentPolicy(html),
    identity,
    br,
    gzip: gz,
  };
}
