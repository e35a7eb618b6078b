import type { Logger } from '@suvarna/platform';
import type { AnswerLanguage } from './language/read-language';

/*
 * The optional language model: an OpenAI-compatible chat-completions endpoint that rephrases an answer
 * the service has already computed, from the same facts. Its text is used only when it passes the fact
 * check (no hotel, price or figure that the facts do not hold); otherwise, and on any timeout or failure,
 * the computed answer stands.
 */

export interface LanguageModel {
  complete(system: string, user: string): Promise<string>;
}

export interface LanguageModelOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export function openAiCompatible({ baseUrl, apiKey, model, timeoutMs }: LanguageModelOptions): LanguageModel {
  return {
    async complete(system, user) {
      const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({
          model,
          temperature: 0.2,
          max_tokens: 400,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`language model answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('language model answered without text');
      return content.trim();
    },
  };
}

export interface Facts {
  /** The facts the model was given, as text: every figure in the answer must appear here. */
  text: string;
  /** Every hotel name the chain has; the answer may name only those in `text`. */
  hotelNames: readonly string[];
}

/** Why a model's answer may not be used, or null when every hotel and figure it states is in the facts. */
export function factProblem(answer: string, facts: Facts): string | null {
  if (!answer || answer.length > 2500) return 'empty or overlong answer';
  for (const name of facts.hotelNames) {
    if (answer.includes(name) && !facts.text.includes(name)) return `names ${name}, which is not among the facts`;
  }
  // A "Suvarna …" name that is no hotel of the chain is an invented hotel.
  for (const m of answer.matchAll(/\bSuvarna(?:\s+[A-Z][\w’'-]*){1,4}/g)) {
    const named = m[0];
    if (!facts.hotelNames.some((n) => n.startsWith(named) || named.startsWith(n)) && !/^Suvarna (Hotels|AI)\b/.test(named)) return `names ${named}, which is no Suvarna hotel`;
  }
  const figures = (s: string) => new Set([...s.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, '')));
  const known = figures(facts.text);
  for (const figure of figures(answer)) if (!known.has(figure)) return `states ${figure}, which is not among the facts`;
  return null;
}

const SYSTEM =
  'You are the concierge of Suvarna Hotels & Resorts. Rewrite the answer below for the guest, warmly and briefly, using ONLY the facts given. ' +
  'Do not add hotels, prices, numbers, dates or policies that are not in the facts. Keep every hotel name exactly as written.';

const LANGUAGE_NAMES: Record<AnswerLanguage, string> = { en: 'English', hi: 'Hindi, in Devanagari script', ta: 'Tamil, in Tamil script' };

/** The model's phrasing of a computed answer when it passes the fact check; the computed answer otherwise. */
export async function phrase(model: LanguageModel | undefined, logger: Logger, question: string, answer: string, facts: Facts, lang: AnswerLanguage = 'en'): Promise<string> {
  if (!model) return answer;
  try {
    const text = await model.complete(`${SYSTEM} Write it in ${LANGUAGE_NAMES[lang]}.`, `Guest: ${question}\n\nFacts:\n${facts.text}\n\nAnswer to rewrite:\n${answer}`);
    const problem = factProblem(text, facts);
    if (!problem) return text;
    logger.warn({ problem }, 'language model answer rejected; the computed answer stands');
  } catch (err) {
    logger.warn({ err }, 'language model unavailable; the computed answer stands');
  }
  return answer;
}
