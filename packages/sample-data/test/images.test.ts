import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { partners, properties, team } from '../src/index';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontend/public');
const sizeOf = (url: string) => statSync(path.join(publicDir, url)).size;

describe('sample images', () => {
  const urls = [...properties.flatMap((p) => p.images), ...team.map((m) => m.image).filter(Boolean), ...partners.map((p) => p.logo)];

  it('when a page shows a property, member or partner, then its image is a local file under 10 KB', () => {
    for (const url of urls) {
      expect(url.startsWith('/images/')).toBe(true);
      expect(sizeOf(url)).toBeLessThan(10 * 1024);
    }
  });

  it('when a property is shown, then it has two or three pictures of its own', () => {
    for (const p of properties) expect(p.images.length === 2 || p.images.length === 3).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
