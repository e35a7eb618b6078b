import type { EventBus, Logger } from '@suvarna/platform';
import { copyHotelChange, copyHotelRemoval } from '../../domain/inventory-copy';

export const INVENTORY_CONSUMER_GROUP = 'booking-inventory';

/** Keeps booking's copy of the catalog's bookable rooms: each event applied once, in its transaction. */
export async function subscribeCatalogEvents(deps: { bus: EventBus; logger: Logger }): Promise<void> {
  await deps.bus.subscribe({
    group: INVENTORY_CONSUMER_GROUP,
    handlers: {
      'catalog.hotel-changed': async (event, client) => {
        const applied = await copyHotelChange(client, event.version, event.data);
        if (!applied) deps.logger.debug({ hotelId: event.key, eventId: event.id }, 'older or removed hotel change ignored');
      },
      'catalog.hotel-removed': async (event, client) => {
        await copyHotelRemoval(client, event.data);
      },
    },
  });
}
