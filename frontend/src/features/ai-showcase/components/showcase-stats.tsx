import { aiLanguages, type ReviewSummary } from '@suvarna/contracts';
import { StatsStrip, type Stat } from '../../../components/ui/stats-strip';
import { useGetReviewSummaryQuery } from '../api/showcase-api';

/** How each language the assistants answer in is named to a guest. */
const languageNames: Record<(typeof aiLanguages)[number], string> = { en: 'English', hi: 'Hindi', ta: 'Tamil' };

/** Whole per cent, rounded down: a share is never shown larger than it is. */
function satisfaction(summary: ReviewSummary): Stat | null {
  if (summary.total_reviews === 0) return null;
  const percent = Math.floor((summary.rated_4_or_5 / summary.total_reviews) * 100);
  const reviews = summary.total_reviews.toLocaleString('en-IN');
  return { value: `${percent}%`, label: 'Guest Satisfaction', note: `of ${reviews} ${summary.total_reviews === 1 ? 'review' : 'reviews'} rate 4 or 5 stars` };
}

/**
 * The AI in figures, each from what the system holds: the share of guest reviews that rate the stay 4 or 5 (the
 * catalog counts them), the languages the assistants answer in (the contracts' list they are built on), and the
 * concierge, which is software and never closes. A figure that cannot be read is left out rather than guessed.
 */
export function ShowcaseStats() {
  const reviews = useGetReviewSummaryQuery();
  const guestSatisfaction: Stat | null = reviews.data ? satisfaction(reviews.data) : reviews.isError ? null : { value: undefined, label: 'Guest Satisfaction', note: 'of guest reviews rate 4 or 5 stars' };
  const languages = aiLanguages.map((code) => languageNames[code]);
  const stats: Stat[] = [
    ...(guestSatisfaction ? [guestSatisfaction] : []),
    { value: '24/7', label: 'Concierge Availability', note: 'in every property' },
    { value: String(languages.length), label: 'Languages Spoken', note: `${languages.slice(0, -1).join(', ')} and ${languages.at(-1)}` },
  ];
  return <StatsStrip label="Suvarna AI in numbers" stats={stats} />;
}
