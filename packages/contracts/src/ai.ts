import { z } from 'zod';
import { multiLineText } from './text';
import { shownRatingSchema } from './catalog';

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

/** The languages the assistants answer in (BCP 47). */
export const aiLanguages = ['en', 'hi', 'ta'] as const;
export const aiLanguageSchema = z.enum(aiLanguages);
export type AiLanguage = z.infer<typeof aiLanguageSchema>;
/** How a question was written: Hindi and Tamil in their own script or in English letters (`-Latn`). */
export const aiQuestionLanguageSchema = z.enum(['en', 'hi', 'hi-Latn', 'ta', 'ta-Latn']);
export type AiQuestionLanguage = z.infer<typeof aiQuestionLanguageSchema>;

/**
 * A fact an answer used, so that the client can link it: a hotel (its page), a room and its price (booking
 * that room), a policy (the page stating it), a city guide, or a figure the sales assistant computed.
 */
export const aiCitationSchema = z.object({
  kind: z.enum(['hotel', 'room', 'policy', 'guide', 'figure']),
  /** What the answer took from it, in the answer's language. */
  label: z.string(),
  hotel_id: z.string().optional(),
  room_type: z.string().optional(),
  /** Rupees per night of the room (for the party, when the answer priced a stay). */
  price: z.number().optional(),
  /** The policy's key: check-in, cancellation, payment, pets, children, concierge. */
  policy: z.string().optional(),
});
export type AiCitation = z.infer<typeof aiCitationSchema>;

/** The language fields every assistant's answer carries. */
const answerLanguage = {
  /** The language of the answer (set as the message's lang). */
  lang: aiLanguageSchema,
  /** The language of the question as the service read it. */
  question_lang: aiQuestionLanguageSchema,
  citations: z.array(aiCitationSchema),
};

/** POST /api/ai/recommendations: the spec's "preferences containing message". */
export const recommendationRequestSchema = z.object({ message });
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;

export const recommendationSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  state: z.string(),
  type: z.string(),
  /** The score of `shown_rating` (0 when not yet rated). */
  rating: z.number(),
  /** The rating every page shows for the hotel: from its reviews (with their count) where it has any, else its own. */
  shown_rating: shownRatingSchema,
  /** Rupees per night of the cheapest room that fits. */
  price_from: z.number(),
  /** The room type that fits (cheapest free one that holds the party). */
  room_type: z.string(),
  /** The facts that put this hotel here, in the answer's language. */
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
  room_kinds: z.array(z.string()),
  guests: z.number().int().nullable(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
});
export type UnderstoodRequest = z.infer<typeof understoodRequestSchema>;

export const recommendationsResponseSchema = z.object({
  /** Bookable hotels that meet everything asked, best first; empty when none does or the message could not be read. */
  recommendations: z.array(recommendationSchema),
  reasoning: z.string(),
  /** `not_understood`: nothing in the message could be placed; `examples` holds three questions to try. */
  status: z.enum(['recommended', 'none_fit', 'not_understood']),
  understood: understoodRequestSchema,
  /** Parts of the request no live hotel could meet, in the answer's language. */
  unmatched: z.array(z.string()),
  /** Hotels named by the request that are not open yet (never offered as bookable). */
  not_bookable: z.array(z.object({ id: z.string(), name: z.string(), status: z.string(), opening_date: z.string().nullable() })),
  examples: z.array(z.string()),
  ...answerLanguage,
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** POST /api/ai/concierge. */
export const conciergeRequestSchema = z.object({ message });
export type ConciergeRequest = z.infer<typeof conciergeRequestSchema>;

export const conciergeResponseSchema = z.object({
  /** The answer, each part ending with where it came from. */
  response: z.string(),
  suggestions: z.array(z.string()),
  /** `not_understood`: the question could not be placed; `suggestions` are three questions to try. */
  status: z.enum(['answered', 'not_understood']),
  ...answerLanguage,
});
export type ConciergeResponse = z.infer<typeof conciergeResponseSchema>;

/** POST /api/ai/sales: the sales assistant. */
export const salesRequestSchema = z.object({ message });
export type SalesRequest = z.infer<typeof salesRequestSchema>;

/** A figure the sales assistant computed, with what it was measured over. */
export const salesFigureSchema = z.object({
  key: z.string(),
  /** What the figure is, in the answer's language. */
  label: z.string(),
  value: z.number(),
  unit: z.enum(['percent', 'rupees', 'count']),
  /** What it was measured over ("the nights of 28–30 Nov, 17 open hotels, 734 rooms"), in the answer's language. */
  measured_over: z.string(),
});
export type SalesFigure = z.infer<typeof salesFigureSchema>;

export const salesResponseSchema = z.object({
  response: z.string(),
  /** The spec's keyword topics, and the overview for anything else. */
  topic: z.enum(['deals', 'weekend', 'business', 'overview']),
  figures: z.array(salesFigureSchema),
  suggestions: z.array(z.string()),
  ...answerLanguage,
});
export type SalesResponse = z.infer<typeof salesResponseSchema>;

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
    /** Bookings made in the last 30 days. */
    bookings_last_30_days: z.number().int(),
  }),
});
export type AiAnalytics = z.infer<typeof aiAnalyticsSchema>;
