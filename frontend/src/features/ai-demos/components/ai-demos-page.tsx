import { useCallback } from 'react';
import { aiDelays, aiMessages, RECOMMENDATIONS_SHOWN } from '@suvarna/contracts';
import type { AiAnalytics, Recommendation } from '@suvarna/contracts';
import { Button } from '../../../components/ui/button';
import { ChatIcon, SparkIcon, StarIcon } from '../../../components/ui/icons';
import { useAskConciergeMutation, useGetRecommendationsMutation, useLazyGetAiAnalyticsQuery } from '../api/ai-api';
import { localSalesReply } from '../sales-replies';
import { ChatPanel } from './chat-panel';
import type { BotReply } from './use-chat';
import styles from './ai-demos-page.module.css';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

function RecommendationCards({ items }: { items: Recommendation[] }) {
  return (
    <ul className={styles.cards}>
      {items.slice(0, RECOMMENDATIONS_SHOWN).map((r) => (
        <li key={r.id} className={styles.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardName}>{r.name}</h3>
            <span className={styles.rating} aria-label={`Rated ${r.rating.toFixed(1)} out of 5`}>
              <StarIcon width={14} height={14} aria-hidden="true" /> {r.rating.toFixed(1)}
            </span>
          </div>
          <p className={styles.cardMeta}>
            {r.location}, {r.state} · from {rupees(r.price_from)}/night
          </p>
          <Button to={`/book-now?hotel=${encodeURIComponent(r.id)}`} size="sm" className={styles.book} aria-label={`Book Now at ${r.name}`}>
            Book Now
          </Button>
        </li>
      ))}
    </ul>
  );
}

function LiveAnalytics({ data }: { data: AiAnalytics['data'] }) {
  const growth = data.revenueGrowth;
  return (
    <dl className={styles.analytics} aria-label="Live Analytics">
      <div className={styles.analyticsTitle}>Live Analytics</div>
      <div className={styles.metric}>
        <dt>Occupancy</dt>
        <dd>{data.occupancyRate.toFixed(1)}%</dd>
      </div>
      <div className={styles.metric}>
        <dt>Revenue Growth</dt>
        <dd>{growth === null ? 'n/a' : `${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%`}</dd>
      </div>
    </dl>
  );
}

type RecommendationExtra = { recommendations: Recommendation[] };
type SalesExtra = { analytics: AiAnalytics['data'] };

/** /ai-demos: three assistants answering from the chain's live data, side by side (stacked on phones). */
export function AiDemosPage() {
  const [getRecommendations] = useGetRecommendationsMutation();
  const [askConcierge] = useAskConciergeMutation();
  const [getAnalytics] = useLazyGetAiAnalyticsQuery();

  const recommend = useCallback(
    async (message: string): Promise<BotReply<RecommendationExtra>> => {
      try {
        const body = await getRecommendations({ message }).unwrap();
        return { content: body.reasoning || aiMessages.missingReasoning, extra: { recommendations: body.recommendations } };
      } catch {
        return { content: aiMessages.recommendationsFailure };
      }
    },
    [getRecommendations],
  );

  const concierge = useCallback(
    async (message: string): Promise<BotReply<never>> => {
      try {
        const body = await askConcierge({ message }).unwrap();
        const more = body.suggestions.length ? `\n\n${aiMessages.suggestionsLead} ${body.suggestions.join(', ')}` : '';
        return { content: `${body.response}${more}` };
      } catch {
        return { content: aiMessages.conciergeFailure };
      }
    },
    [askConcierge],
  );

  const sales = useCallback(
    async (message: string): Promise<BotReply<SalesExtra>> => {
      const local = localSalesReply(message);
      if (local) return { content: local };
      try {
        const body = await getAnalytics(undefined, false).unwrap();
        const { occupancyRate, revenueGrowth } = body.data;
        const growth = revenueGrowth === null ? 'no revenue growth figure yet (no bookings in the month before)' : `revenue growth of ${revenueGrowth >= 0 ? '+' : ''}${revenueGrowth.toFixed(1)}% on the month before`;
        return {
          content: `Right now our hotels are ${occupancyRate.toFixed(1)}% booked over the next ${body.basis.nights} nights, with ${growth}. Ask me about deals, weekend getaways or corporate stays.`,
          extra: { analytics: body.data },
        };
      } catch {
        return { content: aiMessages.analyticsFailure };
      }
    },
    [getAnalytics],
  );

  return (
    <section className={styles.section} aria-label="AI assistants">
      <div className={styles.grid}>
        <ChatPanel<RecommendationExtra>
          testId="panel-reservations"
          title="Smart Reservations"
          subtitle="Tell us the trip; we find the hotel"
          icon={<SparkIcon width={22} height={22} />}
          welcome="Namaste! Tell me where you'd like to go, your budget, who's travelling and when, and I'll find the Suvarna hotel that fits."
          placeholder="e.g. Hills under ₹15,000 for 2"
          suggestions={['A quiet hill retreat under ₹15,000', 'Beach honeymoon in Goa', 'Family trip to Jaipur for 4', 'Kerala backwaters with a spa']}
          replyDelayMs={aiDelays.recommendationsReplyMs}
          respond={recommend}
          renderExtra={(extra) => (extra.recommendations.length ? <RecommendationCards items={extra.recommendations} /> : null)}
        />
        <ChatPanel<never>
          testId="panel-concierge"
          title="Virtual Concierge"
          subtitle="Hotels, policies, dining and sights"
          icon={<ChatIcon width={22} height={22} />}
          welcome="Welcome! Ask me anything about our hotels, rooms and amenities, check-in and cancellation, or what to see and eat in any of our cities."
          placeholder="e.g. What time is check-in?"
          suggestions={['What time is check-in?', 'What is the cancellation policy?', 'Things to do in Jaipur', 'Does the Rishikesh hotel have yoga?']}
          replyDelayMs={aiDelays.conciergeReplyMs}
          respond={concierge}
        />
        <ChatPanel<SalesExtra>
          testId="panel-sales"
          title="Sales Assistant"
          subtitle="Deals, demand and live figures"
          icon={<StarIcon width={22} height={22} />}
          welcome="Hello! I can tell you about current deals, weekend demand, corporate stays, and how busy our hotels are right now."
          placeholder="e.g. Any deals right now?"
          suggestions={['Any deals right now?', 'Planning a weekend getaway', 'Corporate stays', 'How busy are your hotels?']}
          replyDelayMs={aiDelays.salesReplyMs}
          respond={sales}
          renderExtra={(extra) => <LiveAnalytics data={extra.analytics} />}
        />
      </div>
    </section>
  );
}
