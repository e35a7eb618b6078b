import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { aiDelays, aiMessages, RECOMMENDATIONS_SHOWN } from '@suvarna/contracts';
import type { AiCitation, AiLanguage, Recommendation, SalesResponse, UnderstoodRequest } from '@suvarna/contracts';
import { Button } from '../../../components/ui/button';
import { ChatIcon, SparkIcon, StarIcon } from '../../../components/ui/icons';
import { ShownRatingLabel } from '../../../components/ui/shown-rating';
import { useAskConciergeMutation, useAskSalesMutation, useGetRecommendationsMutation } from '../api/ai-api';
import { ChatPanel } from './chat-panel';
import type { BotReply } from './use-chat';
import styles from './ai-demos-page.module.css';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The lead before the concierge's follow-ups: the spec's line in English, the same line in Hindi and Tamil. */
const suggestionsLead: Record<AiLanguage, string> = {
  en: aiMessages.suggestionsLead,
  hi: 'मैं इनमें भी आपकी मदद कर सकता हूँ:',
  ta: 'இவற்றிலும் உதவ முடியும்:',
};
const sourcesTitle: Record<AiLanguage, string> = { en: 'Sources', hi: 'स्रोत', ta: 'ஆதாரங்கள்' };
const CITATIONS_SHOWN = 6;

/**
 * Book Now for a recommended hotel: the dates and the party the request named, and the room that fits, go on
 * to the booking page (and through sign-in) so that the guest does not type them again.
 */
export function recommendationBookPath(r: Pick<Recommendation, 'id' | 'room_type'>, understood?: Pick<UnderstoodRequest, 'check_in' | 'check_out' | 'guests'>): string {
  const query = new URLSearchParams({ hotel: r.id });
  if (understood?.check_in && understood.check_out) {
    query.set('checkIn', understood.check_in);
    query.set('checkOut', understood.check_out);
  }
  if (understood?.guests) query.set('guests', String(understood.guests));
  if (r.room_type) query.set('room', r.room_type);
  return `/book-now?${query.toString()}`;
}

function RecommendationCards({ items, understood }: { items: Recommendation[]; understood?: UnderstoodRequest | undefined }) {
  return (
    <ul className={styles.cards}>
      {items.slice(0, RECOMMENDATIONS_SHOWN).map((r) => (
        <li key={r.id} className={styles.card} lang="en">
          <div className={styles.cardHead}>
            <h3 className={styles.cardName}>{r.name}</h3>
            <ShownRatingLabel rating={r.shown_rating} className={styles.rating} basisClassName={styles.ratingBasis} />
          </div>
          <p className={styles.cardMeta}>
            {r.location}, {r.state} · {r.room_type} from {rupees(r.price_from)}/night
          </p>
          <Button to={recommendationBookPath(r, understood)} size="sm" className={styles.book} aria-label={`Book Now at ${r.name}`}>
            Book Now
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Where a cited fact can be read: a hotel's page, booking its rooms, the page stating a policy. */
function citationLink(c: AiCitation): string | null {
  if (c.kind === 'hotel' && c.hotel_id) return `/hotels/${encodeURIComponent(c.hotel_id)}`;
  if (c.kind === 'room' && c.hotel_id) return `/book-now?hotel=${encodeURIComponent(c.hotel_id)}`;
  if (c.kind === 'policy') return '/contact';
  return null;
}

/** The facts an answer used, each linked to where the guest can read or act on it. */
export function Citations({ items, lang }: { items: AiCitation[]; lang: AiLanguage }) {
  const unique = items.filter((c, i) => items.findIndex((d) => d.kind === c.kind && d.label === c.label && d.hotel_id === c.hotel_id) === i).slice(0, CITATIONS_SHOWN);
  if (!unique.length) return null;
  return (
    <div className={styles.citations} lang={lang}>
      <span className={styles.citationsTitle}>{sourcesTitle[lang]}</span>
      <ul className={styles.citationList}>
        {unique.map((c) => {
          const to = citationLink(c);
          const label = c.kind === 'room' && c.price !== undefined && !c.label.includes('₹') ? `${c.label} · ${rupees(c.price)}` : c.label;
          return (
            <li key={`${c.kind}:${c.hotel_id ?? ''}:${c.label}`}>
              {to ? (
                <Link className={styles.citation} to={to} data-kind={c.kind}>
                  {label}
                </Link>
              ) : (
                <span className={styles.citation} data-kind={c.kind}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const formatFigure = (f: SalesResponse['figures'][number]) =>
  f.unit === 'percent' ? `${f.value.toFixed(1)}%` : f.unit === 'rupees' ? rupees(f.value) : f.value.toLocaleString('en-IN');

/** Spec: Live Analytics (Occupancy % and Revenue Growth +%), for the overview. */
function LiveAnalytics({ figures }: { figures: SalesResponse['figures'] }) {
  const occupancy = figures.find((f) => f.key === 'occupancy');
  const growth = figures.find((f) => f.key === 'revenue-growth');
  return (
    <dl className={styles.analytics} aria-label="Live Analytics" lang="en">
      <div className={styles.analyticsTitle}>Live Analytics</div>
      <div className={styles.metric}>
        <dt>Occupancy</dt>
        <dd>{occupancy ? `${occupancy.value.toFixed(1)}%` : 'n/a'}</dd>
      </div>
      <div className={styles.metric}>
        <dt>Revenue Growth</dt>
        <dd>{growth ? `${growth.value >= 0 ? '+' : ''}${growth.value.toFixed(1)}%` : 'n/a'}</dd>
      </div>
    </dl>
  );
}

/** The sales assistant's figures, each with what it was measured over. */
function LiveFigures({ figures, lang }: { figures: SalesResponse['figures']; lang: AiLanguage }) {
  return (
    <dl className={styles.figures} aria-label="Live figures" lang={lang}>
      {figures.map((f) => (
        <div key={f.key} className={styles.figure}>
          <dt>{f.label}</dt>
          <dd className={styles.figureValue}>{formatFigure(f)}</dd>
          <dd className={styles.figureBasis}>{f.measured_over}</dd>
        </div>
      ))}
    </dl>
  );
}

type RecommendationExtra = { recommendations: Recommendation[]; understood?: UnderstoodRequest; citations: AiCitation[]; lang: AiLanguage };
type ConciergeExtra = { citations: AiCitation[]; lang: AiLanguage };
type SalesExtra = { response: SalesResponse };

/** /ai-demos: three assistants answering from the chain's live data, side by side (stacked on phones). */
export function AiDemosPage() {
  const [getRecommendations] = useGetRecommendationsMutation();
  const [askConcierge] = useAskConciergeMutation();
  const [askSales] = useAskSalesMutation();

  const recommend = useCallback(
    async (message: string): Promise<BotReply<RecommendationExtra>> => {
      try {
        const body = await getRecommendations({ message }).unwrap();
        return {
          content: body.reasoning || aiMessages.missingReasoning,
          lang: body.lang,
          questionLang: body.question_lang,
          extra: { recommendations: body.recommendations, understood: body.understood, citations: body.citations, lang: body.lang },
        };
      } catch {
        return { content: aiMessages.recommendationsFailure, lang: 'en' };
      }
    },
    [getRecommendations],
  );

  const concierge = useCallback(
    async (message: string): Promise<BotReply<ConciergeExtra>> => {
      try {
        const body = await askConcierge({ message }).unwrap();
        const more = body.suggestions.length && body.status === 'answered' ? `\n\n${suggestionsLead[body.lang]} ${body.suggestions.join(', ')}` : '';
        return { content: `${body.response}${more}`, lang: body.lang, questionLang: body.question_lang, extra: { citations: body.citations, lang: body.lang } };
      } catch {
        return { content: aiMessages.conciergeFailure, lang: 'en' };
      }
    },
    [askConcierge],
  );

  const sales = useCallback(
    async (message: string): Promise<BotReply<SalesExtra>> => {
      try {
        const body = await askSales({ message }).unwrap();
        return { content: body.response, lang: body.lang, questionLang: body.question_lang, extra: { response: body } };
      } catch {
        return { content: aiMessages.analyticsFailure, lang: 'en' };
      }
    },
    [askSales],
  );

  return (
    <section className={styles.section} aria-label="AI assistants">
      <div className={styles.grid}>
        <ChatPanel<RecommendationExtra>
          testId="panel-reservations"
          title="Smart Reservations"
          subtitle="Tell us the trip; we find the hotel"
          icon={<SparkIcon width={22} height={22} />}
          welcome="Namaste! Tell me where you'd like to go, your budget, who's travelling and when, in English, हिन्दी or தமிழ், and I'll find the Suvarna hotel that fits."
          placeholder="e.g. Hills under ₹15,000 for 2"
          suggestions={['A quiet hill retreat under ₹15,000', 'Beach honeymoon in Goa', 'मनाली में परिवार के लिए होटल', 'Kerala backwaters with Ayurveda']}
          replyDelayMs={aiDelays.recommendationsReplyMs}
          respond={recommend}
          renderExtra={(extra) => (
            <>
              {extra.recommendations.length ? <RecommendationCards items={extra.recommendations} understood={extra.understood} /> : null}
              <Citations items={extra.citations.filter((c) => !extra.recommendations.some((r) => r.id === c.hotel_id))} lang={extra.lang} />
            </>
          )}
        />
        <ChatPanel<ConciergeExtra>
          testId="panel-concierge"
          title="Virtual Concierge"
          subtitle="Hotels, policies, dining and sights"
          icon={<ChatIcon width={22} height={22} />}
          welcome="Welcome! Ask me anything about our hotels, rooms and amenities, check-in and cancellation, or what to see and eat in any of our cities, in English, हिन्दी or தமிழ்."
          placeholder="e.g. What time is check-in?"
          suggestions={['What time is check-in?', 'What is the cancellation policy?', 'ஜெய்ப்பூரில் என்ன பார்க்கலாம்?', 'Does the Rishikesh hotel have yoga?']}
          replyDelayMs={aiDelays.conciergeReplyMs}
          respond={concierge}
          renderExtra={(extra) => <Citations items={extra.citations} lang={extra.lang} />}
        />
        <ChatPanel<SalesExtra>
          testId="panel-sales"
          title="Sales Assistant"
          subtitle="Deals, demand and live figures"
          icon={<StarIcon width={22} height={22} />}
          welcome="Hello! I can tell you about current deals, weekend demand, corporate stays, and how busy our hotels are right now, with the figures behind each."
          placeholder="e.g. Any deals right now?"
          suggestions={['Any deals right now?', 'Planning a weekend getaway', 'Corporate stays', 'How busy are your hotels?']}
          replyDelayMs={aiDelays.salesReplyMs}
          respond={sales}
          renderExtra={({ response }) => (
            <>
              {response.topic === 'overview' ? <LiveAnalytics figures={response.figures} /> : <LiveFigures figures={response.figures} lang={response.lang} />}
              <Citations items={response.citations} lang={response.lang} />
            </>
          )}
        />
      </div>
    </section>
  );
}
