import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The repository's own lint configuration, run on probe files placed where a newcomer might write them: each
 * probe imports a file that exists, so that the import resolves as it would in the real file.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${source}';\nexport const used = probe;\n`, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it('when a service imports another service, by path or by package, then the lint fails; its own layers pass', async () => {
    expect(await problems('services/booking/src/domain/probe.ts', '../../../catalog/src/domain/hotel-rules')).toEqual([
      "boundaries/dependencies: Service 'booking' must not import service 'catalog': services talk over HTTP and events.",
    ]);
    expect(await problems('services/booking/src/domain/probe.ts', '@suvarna/catalog-service')).toEqual([
      "boundaries/dependencies: Service 'booking' must not import another service's package ('@suvarna/catalog-service'): services talk over HTTP and events.",
    ]);
    expect(await problems('services/booking/src/domain/probe.ts', '../data-access/booking-repository')).toEqual([]);
    expect(await problems('services/booking/src/domain/probe.ts', '@suvarna/platform')).toEqual([]);
  });

  it('when an entry point imports data access, then the lint fails: it goes through a use case in domain/', async () => {
    expect(await problems('services/booking/src/entry-points/http/probe.ts', '../../data-access/booking-repository')).toEqual([
      'boundaries/dependencies: An entry point reaches data access only through a use case in domain/.',
    ]);
    expect(await problems('services/booking/src/entry-points/http/probe.ts', '../../domain/follow-payment')).toEqual([]);
  });

  it('when a feature imports another feature, or shared code a feature, then the lint fails; a route composes them', async () => {
    expect(await problems('frontend/src/features/hotels/probe.ts', '../auth/auth-slice')).toEqual([
      "boundaries/dependencies: Feature 'hotels' must not import feature 'auth': compose them in a route or in app/.",
    ]);
    expect(await problems('frontend/src/lib/probe.ts', '../features/auth/auth-slice')).toEqual([
      "boundaries/dependencies: Shared frontend code must not import feature 'auth': pass what it needs in from a route or app/.",
    ]);
    expect(await problems('frontend/src/features/hotels/probe.ts', './api/hotels-api')).toEqual([]);
    expect(await problems('frontend/src/routes/probe.tsx', '../features/auth/auth-slice')).toEqual([]);
  });

  it('when the frontend imports server-side code, then the lint fails; the contracts are shared', async () => {
    expect(await problems('frontend/src/lib/probe.ts', '@suvarna/platform')).toEqual([
      "boundaries/dependencies: The frontend must not import '@suvarna/platform': it is server-side code.",
    ]);
    expect(await problems('frontend/src/lib/probe.ts', '../../../packages/platform/src/index')).toEqual([
      'boundaries/dependencies: The frontend must not import server-side code.',
    ]);
    expect(await problems('frontend/src/lib/probe.ts', '@suvarna/contracts')).toEqual([]);
  });

  it('when an import closes a cycle, then the lint fails', async () => {
    // sign-in-limits imports attempt-counters: attempt-counters importing it back closes the loop.
    expect(await problems('services/auth/src/data-access/attempt-counters.ts', '../domain/sign-in-limits')).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  });
});
