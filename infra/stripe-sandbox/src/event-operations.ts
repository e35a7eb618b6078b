import type { FormObject } from './form-encoding';
import { checkKnown, int, list, str } from './params';
import { invalidRequest, noSuch } from './stripe-errors';
import type { StripeEvent } from './webhooks';

/** Events: one by id, and the list, newest first, filtered by type(s) and created, paged by cursor. */
export function eventOperations(events: StripeEvent[]) {
  return {
    retrieveEvent(id: string): Record<string, unknown> {
      const event = events.find((e) => e.id === id);
      if (!event) throw noSuch('event', id);
      return structuredClone(event) as unknown as Record<string, unknown>;
    },

    /** GET /v1/events: newest first, filtered by type(s) and created, paged by cursor. */
    listEvents(params: FormObject): Record<string, unknown> {
      checkKnown(params, ['type', 'types', 'created', 'limit', 'starting_after', 'ending_before', 'delivery_success', 'expand']);
      const limit = int(params, 'limit') ?? 10;
      if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', { param: 'limit' });
      const type = str(params, 'type');
      const types = list(params, 'types')?.map(String);
      const created = params.created;
      const range = typeof created === 'object' && !Array.isArray(created) ? created : undefined;
      const exact = typeof created === 'string' ? Number(created) : undefined;
      const bound = (k: string) => (range ? int(range, k, `created[${k}]`) : undefined);
      const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
      const matchesType = (t: string) => {
        if (type) return type.endsWith('.*') ? t.startsWith(type.slice(0, -1)) : t === type;
        if (types) return types.includes(t);
        return true;
      };
      // Newest first by creation time, as Stripe lists them (a payment dated in the past sorts among its time).
      let matching = [...events].reverse().sort((a, b) => b.created - a.created).filter(
        (e) =>
          matchesType(e.type) &&
          (exact === undefined || e.created === exact) &&
          (gt === undefined || e.created > gt) &&
          (gte === undefined || e.created >= gte) &&
          (lt === undefined || e.created < lt) &&
          (lte === undefined || e.created <= lte),
      );
      const after = str(params, 'starting_after');
      const before = str(params, 'ending_before');
      if (after) {
        const i = matching.findIndex((e) => e.id === after);
        if (i === -1) throw noSuch('event', after, 'starting_after');
        matching = matching.slice(i + 1);
      } else if (before) {
        const i = matching.findIndex((e) => e.id === before);
        if (i === -1) throw noSuch('event', before, 'ending_before');
        matching = matching.slice(Math.max(0, i - limit), i);
      }
      return { object: 'list', data: structuredClone(matching.slice(0, limit)), has_more: matching.length > limit, url: '/v1/events' };
    },
  };
}
