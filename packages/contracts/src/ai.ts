import { z } from 'zod';
import { multiLineText } from './text';

/** The longest message a guest may send to one of the AI panels. */
export const AI_MESSAGE_MAX = 1000;

/** Spec section 9: how long each panel waits, counted from sending, before its reply shows. */
export const aiDelays = {
  suggestionAutoSendMs: 100,
  recommendationsReplyMs: 1000,
  salesReplyMs: 1000,
  conciergeReplyMs: 800,
} as const;

/** Spec section 9: recommendations shown, each with Book Now. */
export const RECOMMENDATIONS_SHOWN = 2;

/** Spec section 8: what the panels say when the AI service cannot answer (verbatim). */
export const aiMessages = {
  recommendationsFailure: "I'm having trouble connecting right now. Let me suggest some popular options based on your query.",
  missingReasoning: 'Based on your preferences, I found some great options for you!',
  conciergeFailure:
    "I apologize, but I'm having connectivity issues. However, I'm here to help with any questions about our hotels, local attractions, dining, or services!",
  analyticsFailure: "I'm currently analyzing the best deals for you. Our AI shows consistent 95% customer satisfaction and 23% savings on early bookings!",
  suggestionsLead: 'I can also help you with:',
} as const;

const message = multiLineText('Message', AI_MESSAGE_MAX);

/** POST /api/ai/recommendations: the spec's "preferences containing message". */
export const recommendationRequestSchema = z.object({ message });
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;

export const recommendationSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  state: z.string(),
  type: z.string(),
  rating: z.number(),
  /** Rupees per night of the cheapest room that fits. */
  price_from: z.number(),
  /** The room type that fits (cheapest free one that holds the party). */
  room_type: z.string(),
  /** The facts that put this hotel here. */
  why: z.array(z.string()),
  score: z.number(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** What the request was understood to ask for. */
export const understoodRequestSchema = z.object({
  places: z.array(z.string()),
  regions: z.array(z.string()),
  budget: z.object({ max: z.number().nullable(), min: z.number().nullable(), label: z.string() }).nullable(),
  trip_types: z.array(z.string()),
  amenities: z.array(z.string()),
  guests: z.number().int().nullable(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
});
export type UnderstoodRequest = z.infer<typeof understoodRequestSchema>;

export const recommendationsResponseSchema = z.object({
  recommendations: z.array(recommendationSchema),
  reasoning: z.string(),
  understood: understoodRequestSchema,
  /** Parts of the request no live hotel could meet. */
  unmatched: z.array(z.string()),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** POST /api/ai/concierge. */
export const conciergeRequestSchema = z.object({ message });
export type ConciergeRequest = z.infer<typeof conciergeRequestSchema>;

export const conciergeSourceSchema = z.object({
  title: z.string(),
  kind: z.enum(['hotel', 'room', 'policy', 'guide']),
  hotel_id: z.string().optional(),
});
export type ConciergeSource = z.infer<typeof conciergeSourceSchema>;

export const conciergeResponseSchema = z.object({
  response: z.string(),
  suggestions: z.array(z.string()),
  sources: z.array(conciergeSourceSchema),
});
export type ConciergeResponse = z.infer<typeof conciergeResponseSchema>;

/** GET /api/ai/analytics. */
export const aiAnalyticsSchema = z.object({
  data: z.object({
    /** Percent of the active hotels' room-nights sold over the next 30 nights, one decimal. */
    occupancyRate: z.number(),
    /** Percent change of booked value, the last 30 days against the 30 before; null when the earlier window had none. */
    revenueGrowth: z.number().nullable(),
  }),
  basis: z.object({
    nights: z.number().int(),
    from: z.string(),
    room_nights_available: z.number().int(),
    room_nights_sold: z.number().int(),
    revenue_last_30_days: z.number(),
    revenue_previous_30_days: z.number(),
    bookings_counted: z.number().int(),
  }),
});
export type AiAnalytics = z.infer<typeof aiAnalyticsSchema>;
