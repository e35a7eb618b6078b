import { inflateSync } from 'node:zlib';

/**
 * The text a PDF drawn by taxDocumentPdf shows, one string per text run in drawing order (for tests: the
 * content streams inflated, their hex-encoded strings decoded as Windows-1252).
 */
export function pdfText(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const runs: string[] = [];
  const decoder = new TextDecoder('windows-1252');
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const bodyStart = start + (bytes[start + 6] === 0x0d ? 8 : 7);
    const end = bytes.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    at = end + 9;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(bodyStart, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) runs.push(decoder.decode(Buffer.from(match[1]!, 'hex')));
  }
  return runs;
}
