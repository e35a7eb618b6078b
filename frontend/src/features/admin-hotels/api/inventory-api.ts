import { inventoryWarningsSchema } from '@suvarna/contracts';
import type { InventoryCheck, InventoryWarnings } from '@suvarna/contracts';
import { api } from '../../../lib/api';

/**
 * The booking service's view of a hotel's room counts: nights from today on where more rooms are already sold
 * than a room type has (now, or as an admin is about to save). Nothing booked is ever changed by it.
 */
export const inventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkInventory: build.mutation<InventoryWarnings, InventoryCheck>({
      query: (body) => ({ url: '/admin/bookings/inventory-check', method: 'POST', body }),
      responseSchema: inventoryWarningsSchema,
    }),
  }),
});

export const { useCheckInventoryMutation } = inventoryApi;
