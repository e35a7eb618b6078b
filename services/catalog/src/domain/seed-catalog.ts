import { lockForStartup, withTransaction } from '@suvarna/platform';
import { partners, properties, team } from '@suvarna/sample-data';
import { insertPartner, insertTeamMember } from '../data-access/directory-repository';
import { insertHotel, placeSampleHotels } from '../data-access/hotel-repository';
import { claimSeed } from '../data-access/seed-repository';
import type { CatalogDeps } from './catalog-deps';
import { publishChanged } from './manage-hotels';

/**
 * Loads the product's sample hotels, team and partners once per database. Each hotel's
 * catalog.hotel-changed is published in the same transaction, so booking's copy starts complete.
 * Instances starting together are safe: one seeds while the others wait their turn, then find it claimed.
 */
export async function seedCatalog(deps: CatalogDeps): Promise<void> {
  const seeded = await withTransaction(deps.pool, async (client) => {
    await lockForStartup(client, 'catalog:seed');
    const loaded: string[] = [];
    if (await claimSeed(client, 'hotels')) {
      for (const hotel of properties) {
        await publishChanged(deps.bus, client, await insertHotel(client, hotel.id, hotel));
      }
      loaded.push('hotels');
    }
    // Databases seeded before hotels had coordinates: their sample hotels get them once, for the map.
    if (await claimSeed(client, 'hotel-coordinates')) {
      const places = properties.flatMap((h) => (h.coordinates ? [{ id: h.id, ...h.coordinates }] : []));
      if ((await placeSampleHotels(client, places)) > 0) loaded.push('hotel-coordinates');
    }
    if (await claimSeed(client, 'team')) {
      for (const member of team) await insertTeamMember(client, member);
      loaded.push('team');
    }
    if (await claimSeed(client, 'partners')) {
      for (const partner of partners) await insertPartner(client, partner);
      loaded.push('partners');
    }
    return loaded;
  });
  if (seeded.length === 0) return;
  deps.logger.info({ seeded }, 'sample data loaded');
  // A Redis that outlived an earlier database of the same name may still hold its responses.
  await deps.cache.invalidate('hotels', 'directory');
}
