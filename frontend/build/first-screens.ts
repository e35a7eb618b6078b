import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PageDocument } from '../src/app/first-screen-document.ts';
import type { RenderedPage } from '../src/app/first-screen.tsx';
import type { RoutePagesManifest } from './route-pages.ts';

/** What the server entry (src/app/first-screen-server.ts) exports. */
interface ServerEntry {
  render(url: string, data?: unknown): Promise<RenderedPage | undefined>;
}

/** Where the build leaves the server renderer for the gateway (beside dist, never served). */
export const firstScreenServerDir = 'dist-server';
/** The server entry's file in it. */
export const firstScreenServerEntry = 'first-screen.js';
const pagesModule = 'virtual:first-screen-pages';

/**
 * Puts each route page's first screen (src/app/first-screen.tsx, rendered at build time) into its document
 * (dist/pages/*.html), so the first paint needs only the document and the stylesheet, not the app's code.
 * A `:name` segment is rendered with a placeholder: the screen shown before the data is the same for every
 * value. Runs after the client build, before the compressed copies are made.
 *
 * The renderer itself stays in dist-server/first-screen.js, self-contained (its libraries and the pages'
 * documents bundled in): its `render(url, data)` is what the build fills the documents with, and what the
 * gateway serves a hotel page with, drawn from the hotel.
 */
export function firstScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'suvarna:first-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifest = JSON.parse(await readFile(path.join(outDir, 'pages/routes.json'), 'utf8')) as RoutePagesManifest;
        const pages = await Promise.all(
          manifest.pages.map(async ({ path: route, file, firstScreenData }) => ({
            file,
            document: { path: route, ...(firstScreenData && { firstScreenData }), html: await readFile(path.join(outDir, file), 'utf8') } satisfies PageDocument,
          })),
        );
        const { render } = await buildServerEntry(config, pages.map((page) => page.document));
        for (const page of pages) {
          const rendered = await render(page.document.path.replace(/:[^/]+/g, '_'));
          if (!rendered) throw new Error(`The server renderer has no document for ${page.document.path}`);
          await writeFile(path.join(outDir, page.file), rendered.html);
        }
      },
    },
  };
}

/** Builds src/app/first-screen-server.ts into dist-server with the pages' documents, and loads it. */
async function buildServerEntry(config: ResolvedConfig, pages: PageDocument[]): Promise<ServerEntry> {
  const serverDir = path.resolve(config.root, firstScreenServerDir);
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    ssr: { noExternal: true },
    // React and Redux in their production builds whatever NODE_ENV the gateway runs with.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [pagesPlugin(pages)],
    build: {
      ssr: 'src/app/first-screen-server.ts',
      outDir: serverDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: firstScreenServerEntry } },
    },
  });
  return (await import(pathToFileURL(path.join(serverDir, firstScreenServerEntry)).href)) as ServerEntry;
}

/** The pages' documents as the module `virtual:first-screen-pages` (see src/app/first-screen-pages.d.ts). */
function pagesPlugin(pages: PageDocument[]): Plugin {
  const resolved = `\0${pagesModule}`;
  return {
    name: 'suvarna:first-screen-pages',
    resolveId: (id) => (id === pagesModule ? resolved : undefined),
    load: (id) => (id === resolved ? `export default ${JSON.stringify(pages)};` : undefined),
  };
}
