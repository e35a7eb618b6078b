import type { RunningSite } from '../dev/site';
import { startDemoHistory } from '../demo-history';

/*
 * The AI assistants through the gateway, on a site holding the demo history (a year of bookings for the
 * sales figures to read): each endpoint asked questions in English, Hindi and Tamil (scripts and English
 * letters) one at a time, so that the figures are each answer's own time, without a language model.
 */

export interface AiBenchFigures {
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

export interface AiBenchResult {
  historyBookings: number;
  historySeconds: number;
  recommendations: AiBenchFigures;
  concierge: AiBenchFigures;
  sales: AiBenchFigures;
}

const questions = {
  recommendations: ['Goa honeymoon, sea view, ₹20,000', 'A quiet hill retreat with a spa', 'Udaipur lake palace', 'Family of four in Manali in December', 'मनाली में चार लोगों के परिवार के लिए होटल', '15 हज़ार से कम में पहाड़ों में शांत होटल', 'manali mein family ke liye hotel', 'மணாலியில் நான்கு பேர் கொண்ட குடும்பத்துக்கு ஹோட்டல்', 'goa la honeymoon ku hotel venum', 'asdf qwer'],
  concierge: ['What time is check-in?', 'What is the cancellation policy?', 'Things to do in Jaipur', 'How much are the rooms in Mumbai?', 'जयपुर में नाश्ता कब मिलता है?', 'आगरा में क्या देखें?', 'jaipur mein kya dekhen', 'ஜெய்ப்பூரில் என்ன பார்க்கலாம்?', 'ooty la enna paakka?', 'purple elephants'],
  sales: ['Any deals right now?', 'How busy is the coming weekend?', 'Corporate stays', 'How are things?', 'अभी कोई ऑफ़र है?', 'आने वाला वीकेंड कितना भरा है?', 'இப்போது ஏதாவது சலுகை உண்டா?', 'வரும் வார இறுதி எவ்வளவு நிரம்பியுள்ளது?'],
} as const;

function figures(samples: number[]): AiBenchFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { requests: samples.length, p50: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(sorted.at(-1) ?? 0) };
}

async function ask(siteUrl: string, path: string, message: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${siteUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status} to "${message}"`);
  return performance.now() - started;
}

/** Writes the demo history into the site, then asks each assistant `rounds` times every question. */
export async function benchAi(site: RunningSite, databaseUrl: string, rounds: number): Promise<AiBenchResult> {
  const began = Date.now();
  const counts = await startDemoHistory({ services: site.services, siteUrl: site.url, databaseUrl }).done;
  const historySeconds = (Date.now() - began) / 1000;
  const result = { historyBookings: counts.bookings, historySeconds } as AiBenchResult;
  for (const [name, path] of [['recommendations', '/api/ai/recommendations'], ['concierge', '/api/ai/concierge'], ['sales', '/api/ai/sales']] as const) {
    // One round unmeasured: the first answers build what is kept (the concierge's index).
    for (const q of questions[name]) await ask(site.url, path, q);
    const samples: number[] = [];
    for (let i = 0; i < rounds; i++) for (const q of questions[name]) samples.push(await ask(site.url, path, q));
    result[name] = figures(samples);
  }
  return result;
}
