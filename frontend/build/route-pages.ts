import type { Plugin, Rolldown } from 'vite';

type OutputAsset = Rolldown.OutputAsset;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface RoutePage {
  /** The client route, with `:name` segments, e.g. /hotels/:hotelId. */
  path: string;
  /** The route module the router loads lazily for it, relative to the project root. */
  module: string;
  /** API reads the page makes at once; `:name` segments take the value from the address. */
  preload: string[];
  /** Pictures of the first screen that do not depend on data (fetched first, with the styles). */
  images?: string[];
  /**
   * Data the gateway may render the first screen with (see src/app/first-screen-data.ts): the key it goes
   * under and the API read it comes from. The document then carries the page itself, not its loading state.
   */
  firstScreenData?: { key: 'hotel'; from: string };
}

/** What the gateway reads (dist/pages/routes.json) to answer a page address with its own document. */
export interface RoutePagesManifest {
  pages: { path: string; file: string; preload: string[]; firstScreenData?: { key: 'hotel'; from: string } }[];
}

const isChunk = (item: OutputChunk | OutputAsset): item is OutputChunk => item.type === 'chunk';

function staticImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk && isChunk(chunk)) for (const imported of chunk.imports) staticImports(bundle, imported, seen);
  return seen;
}

function importedCss(bundle: OutputBundle, chunks: Iterable<string>): string[] {
  const css = new Set<string>();
  for (const fileName of chunks) {
    const chunk = bundle[fileName];
    if (chunk && isChunk(chunk)) chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
  }
  return [...css];
}

/**
 * The first screen of a page should not wait for the app's code to learn which route it is on, then fetch
 * that route's code, then ask for its data. For each page listed, this writes dist/pages/<name>.html: the
 * app's document plus the route's own code (modulepreload) and styles, so all of it loads in parallel with
 * the app; and dist/pages/routes.json, from which the gateway serves that document for the page's addresses
 * and asks the browser to fetch the page's data at once (a `Link: rel=preload` header).
 *
 * It also preloads the two regular web fonts on every page: text needs them on the first paint.
 */
export function routePages(pages: RoutePage[], preloadFonts: RegExp[]): Plugin {
  return {
    name: 'suvarna:route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || isChunk(index)) return;
      const entry = Object.values(bundle).find((item): item is OutputChunk => isChunk(item) && item.isEntry);
      if (!entry) return;
      const inApp = staticImports(bundle, entry.fileName);
      const appCss = new Set(importedCss(bundle, inApp));

      const fonts = Object.keys(bundle).filter((fileName) => preloadFonts.some((pattern) => pattern.test(fileName)));
      const fontLinks = fonts.map((file) => `    <link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`).join('\n');
      const html = String(index.source).replace('</title>', `</title>\n${fontLinks}`);
      index.source = html;

      // A page document carries the stylesheet itself: on a phone each request waits a network round trip
      // (562 ms on Slow 4G) and then shares the line with the scripts, so a linked stylesheet put the first
      // paint after two round trips and a third of the scripts' bytes. Inline, the first screen paints as soon
      // as the document is in. (index.html, for every other address, keeps the cached file.)
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)];
      if (!stylesheets.length) throw new Error('index.html links no stylesheet to carry in the page documents');
      let pageHtml = html;
      for (const [link, file] of stylesheets) {
        const asset = bundle[file!];
        if (!asset || isChunk(asset)) throw new Error(`index.html links ${file}, which is not in the bundle`);
        const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
        pageHtml = pageHtml.replace(link, () => `<style>${css}</style>`);
      }

      const manifest: RoutePagesManifest = { pages: [] };
      for (const page of pages) {
        const chunk = Object.values(bundle).find((item): item is OutputChunk => isChunk(item) && item.facadeModuleId?.endsWith(page.module) === true);
        if (!chunk) throw new Error(`No chunk was built for ${page.module} (route ${page.path})`);
        const code = [...staticImports(bundle, chunk.fileName)].filter((file) => !inApp.has(file));
        const styles = importedCss(bundle, code).filter((file) => !appCss.has(file));
        const links = [
          ...(page.images ?? []).map((href) => `    <link rel="preload" as="image" href="${href}" fetchpriority="high">`),
          ...styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">`),
          ...code.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
        ].join('\n');
        const name = chunk.name.replace(/-route$/, '');
        const file = `pages/${name}.html`;
        this.emitFile({ type: 'asset', fileName: file, source: pageHtml.replace('</head>', () => `${links}\n  </head>`) });
        manifest.pages.push({ path: page.path, file, preload: page.preload, ...(page.firstScreenData && { firstScreenData: page.firstScreenData }) });
      }
      this.emitFile({ type: 'asset', fileName: 'pages/routes.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
