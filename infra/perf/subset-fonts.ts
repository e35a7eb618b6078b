/**
 * `npm run fonts:subset`: makes the site's web fonts from the variable fonts of @fontsource-variable, kept to
 * the characters the site writes (Latin and the rupee sign), and prints the metric overrides that make each
 * fallback font take the same room as the web font, so the swap moves no text. The output is committed under
 * frontend/src/styles/fonts; run this again only when the site starts writing characters outside the set.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'frontend/src/styles/fonts');
const requireFrom = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => path.join(path.dirname(requireFrom.resolve(`${pkg}/package.json`)), 'files', file);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
/** Basic Latin, Latin-1 (×, §, ©, accented names), dashes, quotes, bullet, ellipsis, arrows, minus, trade mark. */
const latin = range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2015) + range(0x2018, 0x201f) + '•…′″→−™';
const rupee = '₹';

interface Output {
  file: string;
  source: string;
  text: string;
  weights: [number, number];
}

const outputs: Output[] = [
  { file: 'manrope-latin.woff2', source: fontFile('@fontsource-variable/manrope', 'manrope-latin-wght-normal.woff2'), text: latin, weights: [400, 700] },
  { file: 'manrope-rupee.woff2', source: fontFile('@fontsource-variable/manrope', 'manrope-latin-ext-wght-normal.woff2'), text: rupee, weights: [400, 700] },
  { file: 'cormorant-latin.woff2', source: fontFile('@fontsource-variable/cormorant-garamond', 'cormorant-garamond-latin-wght-normal.woff2'), text: latin, weights: [400, 600] },
  { file: 'cormorant-rupee.woff2', source: fontFile('@fontsource-variable/cormorant-garamond', 'cormorant-garamond-latin-ext-wght-normal.woff2'), text: rupee, weights: [400, 600] },
  { file: 'cormorant-italic-latin.woff2', source: fontFile('@fontsource-variable/cormorant-garamond', 'cormorant-garamond-latin-wght-italic.woff2'), text: latin, weights: [400, 600] },
];

await mkdir(outDir, { recursive: true });
for (const o of outputs) {
  const font = await subsetFont(await readFile(o.source), o.text, {
    targetFormat: 'woff2',
    // Only the weights the design tokens use: a narrower axis is a smaller file.
    variationAxes: { wght: { min: o.weights[0], max: o.weights[1] } },
  });
  await writeFile(path.join(outDir, o.file), font);
  console.log(`${o.file}: ${(font.length / 1024).toFixed(1)} KB`);
}

/**
 * size-adjust scales the fallback so an average line of text is as wide; the ascent, descent and line gap
 * overrides (divided by that scale, as the browser applies them to the scaled font) give it the same height.
 */
const sample = 'The Suvarna stay that suits your journey: palace courtyards, Himalayan hideaways 0123456789';

/** The advance of `sample` at the regular weight, in ems (the variable fonts' default instances are their lightest). */
function advance(sfnt: Uint8Array): number {
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation('wght', 400)]);
  const buffer = new hb.Buffer();
  buffer.addText(sample);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphPositions().reduce((sum, g) => sum + g.xAdvance, 0) / face.upem;
}

const fallbacks = [
  { family: 'Manrope', web: fontFile('@fontsource-variable/manrope', 'manrope-latin-wght-normal.woff2'), local: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', name: 'Arial' },
  { family: 'Cormorant Garamond', web: fontFile('@fontsource-variable/cormorant-garamond', 'cormorant-garamond-latin-wght-normal.woff2'), local: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf', name: 'Times New Roman' },
];
for (const f of fallbacks) {
  const sfnt = await subsetFont(await readFile(f.web), sample, { targetFormat: 'sfnt' });
  const web = fontkit.create(sfnt) as fontkit.Font;
  const scale = advance(sfnt) / advance(await readFile(f.local));
  const pct = (v: number) => `${((v / web.unitsPerEm / scale) * 100).toFixed(2)}%`;
  console.log(
    `${f.family} on ${f.name}: size-adjust: ${(scale * 100).toFixed(2)}%; ascent-override: ${pct(web.ascent)}; descent-override: ${pct(Math.abs(web.descent))}; line-gap-override: ${pct(web.lineGap)};`,
  );
}
