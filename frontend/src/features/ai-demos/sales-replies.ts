/*
 * The sales assistant's replies, generated locally by keyword matching (spec section 7), with the
 * figures of spec section 9. Anything else is answered with the live analytics from the AI service.
 */

export const salesReplies = {
  deals:
    'Great timing! Our AI pricing engine currently shows 28% savings on mountain resorts and 20% off business properties. Book early to lock in these rates.',
  weekend:
    'Weekend and holiday demand is running 31% higher than usual. I recommend booking within the next 36 hours to secure your preferred room.',
  business:
    'For business and corporate stays, our smart hotels deliver 45% better ROI with AI-powered meeting spaces, express check-in and dedicated workspaces.',
} as const;

/** The local reply for a message, or null when the live analytics should answer. */
export function localSalesReply(message: string): string | null {
  const text = message.toLowerCase();
  if (/\b(deals?|offers?|discounts?)\b/.test(text)) return salesReplies.deals;
  if (/\b(weekends?|holidays?)\b/.test(text)) return salesReplies.weekend;
  if (/\b(business|corporate)\b/.test(text)) return salesReplies.business;
  return null;
}
