import Sanscript from '@indic-transliteration/sanscript';
import { franc } from 'franc-min';
import { knownPlaces } from '../knowledge/places';
import { hindiWords, romanisedMarkers, tamilSuffixes, tamilWords, type LexiconEntry } from './lexicon';

/*
 * Which language a guest wrote in, and what they wrote as the English words the readers know. Hindi and
 * Tamil, in their scripts or in English letters, are read with the lexicon (words and their English
 * meaning), never translated by a model: "मनाली में चार लोगों के परिवार के लिए होटल" becomes "manali in
 * four people family for hotel", which understand-request.ts reads as it reads English. The answer is then
 * written in the language asked from per-language templates (language/phrasebook.ts).
 */

/** The languages answers are written in. */
export type AnswerLanguage = 'en' | 'hi' | 'ta';
/** How a question was written: a language, and for Hindi and Tamil whether in English letters (BCP 47). */
export type QuestionLanguage = 'en' | 'hi' | 'hi-Latn' | 'ta' | 'ta-Latn';

export interface ReadText {
  asked: QuestionLanguage;
  /** The language of the answer: Hindi or Tamil for either script. */
  lang: AnswerLanguage;
  /** The question in the English words the readers know (for English, the question itself, normalised). */
  english: string;
  /** Words of a Hindi or Tamil question the lexicon could not read. */
  unread: string[];
}

const DEVANAGARI = /[\u0900-\u097F]/gu;
const TAMIL = /[\u0B80-\u0BFF]/gu;
const LATIN = /[a-z]/giu;
const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

/** English words that, beside a single romanised marker, say the question is English after all. */
const ENGLISH_FUNCTION_WORDS = new Set('the a an is are was for with of to what how can do does my we i our any your please which where when'.split(' '));

/**
 * The question's language. In Devanagari or Tamil script: franc-min's trigram model decides (any language
 * written in Devanagari is answered in Hindi). In English letters, romanised Hindi or Tamil is told from
 * English by the lexicon's marker words ("mein", "ke liye", "venum"), which no trigram model knows.
 */
export function detectLanguage(text: string): { asked: QuestionLanguage; lang: AnswerLanguage } {
  const deva = count(text, DEVANAGARI);
  const tamil = count(text, TAMIL);
  if (deva + tamil >= 2) {
    const native = text.replace(/[^\u0900-\u097F\u0B80-\u0BFF\s]/gu, ' ');
    const code = franc(native, { minLength: 1, only: ['hin', 'mar', 'nep', 'mai', 'bho', 'mag', 'awa', 'tam'] });
    const lang = code === 'tam' || (code === 'und' && tamil > deva) ? 'ta' : 'hi';
    return { asked: lang, lang };
  }
  if (count(text, LATIN) === 0) return { asked: 'en', lang: 'en' };
  const words = fold(text).split(/[^a-z]+/u).filter(Boolean);
  const hi = words.filter((w) => romanisedMarkers.hi.has(w)).length;
  const ta = words.filter((w) => romanisedMarkers.ta.has(w)).length;
  const best = Math.max(hi, ta);
  const english = words.some((w) => ENGLISH_FUNCTION_WORDS.has(w));
  if (best >= 2 || (best === 1 && !english)) return hi >= ta ? { asked: 'hi-Latn', lang: 'hi' } : { asked: 'ta-Latn', lang: 'ta' };
  return { asked: 'en', lang: 'en' };
}

/** Lower case; ₹ and digit groups as understand-request's `normalise` writes them; Indic digits as ASCII; nukta and chandrabindu folded. */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0966-\u096F]/gu, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\u0BE6-\u0BEF]/gu, (d) => String(d.charCodeAt(0) - 0x0be6))
    .replace(/\u093C/gu, '')
    .replace(/\u0901/gu, '\u0902')
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/(\d),(?=\d{2,3}\b)/g, '$1')
    .replace(/(\d),(?=\d{2,3}\b)/g, '$1')
    .replace(/₹\s*/g, ' inr ');
}

/** Folded, with a Tamil ending written after a hyphen ("₹20,000-க்குள்", "செக்-இன்") as a word of its own. */
const prepare = (text: string) => fold(text).replace(/([\d\p{L}\p{M}])-(?=[\u0B80-\u0BFF])/gu, '$1 ');

const tokensOf = (text: string) =>
  text
    .split(/[\s,;:!?¡¿()"“”…|/।॥]+/u)
    .map((t) => t.replace(/^[.'-]+|[.'-]+$/gu, ''))
    .filter(Boolean);

const isTamilScript = (word: string) => /[\u0B80-\u0BFF]/u.test(word);
const isNative = (word: string) => /[\u0900-\u097F\u0B80-\u0BFF]/u.test(word);

interface Pattern {
  /** What the words mean: English words, a marker (`<under>`), or a place's English name. */
  english: string;
  words: string[];
}

/** Words with no meaning of their own for the readers (read, but adding nothing). */
const fillers: Record<'hi' | 'ta', string[]> = {
  hi: 'होता होती होते करने है हैं था थे हो होगा होगी होंगे का की के को ने भी ही तो यह ये वह वो इस उस इन उन मुझे हमें हम मैं मेरे मेरी मेरा हमारा हमारे हमारी आप आपके आपका आपकी कोई कुछ अच्छा अच्छी अच्छे जाना जाने जा चाहते चाहता चाहती चाहिए रहे रहा रही करना करें कर दें दीजिए दिखाइए प्लीज़ प्लीज जी मिलता मिलती मिलेगा मिलेगी मिलते मिल पर एक hai hain tha the ho hoga hogi ka ki ke ko ne bhi hi yeh ye woh wo us un mujhe humein hame hum main mera meri mere hamara hamare aap aapka koi kuch accha achha acha achhi acchi jaana jana jaane chahte chahta chahti rahe raha rahi karna karen kar de dijiye please plz ji milta milti milega milegi milte mil par pe'.split(' '),
  ta: 'உண்டா உண்டு உள்ளதா உள்ள இருக்க இருக்கும் இருக்கிறது இருக்கா இருக்கிறதா ஆகும் தான் மட்டும் நான் நாங்கள் எனக்கு எங்களுக்கு உங்கள் ஏதாவது சில ப்ளீஸ் தயவுசெய்து என்று ஒரு ஆக ஆன கிடைக்கும் கிடைக்குமா irukka irukku iruka irukuma thaan mattum naan naanga enakku engalukku unga ungal edhavadhu please pls konjam kidaikkum kidaikuma oru aaga'.split(' '),
};

function compile(words: readonly LexiconEntry[], lang: 'hi' | 'ta'): Pattern[] {
  const patterns: Pattern[] = [];
  for (const [english, ...forms] of words) for (const form of forms) patterns.push({ english, words: tokensOf(prepare(form)) });
  for (const place of knownPlaces) {
    for (const form of [place.name.toLowerCase(), ...(place.aliases ?? []), ...place[lang]]) patterns.push({ english: place.name.toLowerCase(), words: tokensOf(prepare(form)) });
  }
  for (const form of fillers[lang]) patterns.push({ english: '', words: [prepare(form)] });
  // Longest phrase first, then longest word: "के लिए" before "के", "ஆயிரத்துக்குள்" read as ஆயிர + குள்.
  return patterns.sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);
}

const compiled = { hi: compile(hindiWords, 'hi'), ta: compile(tamilWords, 'ta') };

/** What a Tamil word's ending adds after its stem, or null when the rest is no ending the reader knows. */
function tamilEnding(rest: string): string | null {
  if (!rest) return '';
  for (const [ending, english] of tamilSuffixes) if (ending.test(rest)) return english;
  // Short joining sounds ("த்து", "ம்", "கள்", "an"): the stem alone carries the meaning.
  return [...rest].length <= 4 ? '' : null;
}

/**
 * How `token` matches a pattern word: exactly, or (Tamil, and Tamil in English letters) as a stem with an
 * ending. A Tamil stem ending in a consonant loses its virama when an ending joins it (டிசம்பர் + இல் =
 * டிசம்பரில்), so it is matched without it; stems of one or two letters ("மே", "ல்") only match whole words.
 */
function matchWord(token: string, word: string, lang: 'hi' | 'ta'): { ending: string } | null {
  if (token === word) return { ending: '' };
  if (lang !== 'ta') return null;
  const tamil = isTamilScript(word);
  const stem = tamil ? word.replace(/\u0BCD$/u, '') : word;
  if (tamil ? [...stem].length <= 2 : stem.length < 4) return null;
  if (!token.startsWith(stem)) return null;
  const ending = tamilEnding(token.slice(stem.length));
  return ending === null ? null : { ending };
}

/**
 * The question as the English words the readers know. Postpositions come after their amount in Hindi and
 * Tamil ("15 हज़ार से कम"); they are moved before it ("under 15 thousand"). Unknown words of English
 * letters are kept (Hinglish mixes in English words); unknown Hindi or Tamil words are tried as the name of a
 * place by their sound (`placeBySound`), else reported in `unread`.
 */
export function readLanguage(text: string, options: { extraPlaces?: readonly string[] } = {}): ReadText {
  const { asked, lang } = detectLanguage(text);
  const folded = prepare(text);
  if (lang === 'en') return { asked, lang, english: folded.replace(/\s+/g, ' ').trim(), unread: [] };

  const tokens = tokensOf(folded);
  const patterns = compiled[lang];
  const out: string[] = [];
  const unread: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched = false;
    for (const pattern of patterns) {
      if (i + pattern.words.length > tokens.length) continue;
      const endings: string[] = [];
      const all = pattern.words.every((word, j) => {
        const m = matchWord(tokens[i + j]!, word, lang);
        if (m?.ending) endings.push(m.ending);
        return m !== null;
      });
      if (!all) continue;
      if (pattern.english) out.push(pattern.english);
      out.push(...endings);
      i += pattern.words.length;
      matched = true;
      break;
    }
    if (matched) continue;
    const token = tokens[i]!;
    if (!isNative(token)) out.push(token);
    else {
      const place = placeBySound(token, lang, options.extraPlaces ?? []);
      if (place) out.push(place.name.toLowerCase(), place.ending);
      else unread.push(token);
    }
    i++;
  }
  return { asked, lang, english: movePostpositions(out.filter(Boolean).join(' ')), unread };
}

const AMOUNT = '(?:inr\\s*)?(\\d+(?:\\.\\d+)?)\\s*(k|thousand|lakh)?(?:\\s*inr)?(?:\\s*per night)?';

/** "15 thousand <under>" → "under 15 thousand"; a marker left over (after a date: "23 december <upto>") goes. */
function movePostpositions(text: string): string {
  const moved = text.replace(new RegExp(`(${AMOUNT})\\s*(?:for\\s+)?(<under>|<upto>|<above>)`, 'g'), (whole: string, amount: string, value: string, unit: string | undefined, marker: string) => {
    const isMoney = unit !== undefined || /inr/.test(amount) || Number(value) >= 500;
    if (!isMoney) return amount;
    return `${marker === '<above>' ? 'above' : 'under'} ${amount}`;
  });
  return moved
    .replace(/<under>|<upto>|<above>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A consonant skeleton, for names spelt differently in different scripts: Jaipur, जयपुर and ஜெய்ப்பூர் all give "cpr". */
export function soundKey(latin: string): string {
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ksh/g, 'ks')
    .replace(/([sckgjbpdt])h/g, '$1')
    .replace(/[gq]/g, 'k')
    .replace(/b/g, 'p')
    .replace(/d/g, 't')
    .replace(/[jz]/g, 'c')
    .replace(/f/g, 'p')
    .replace(/x/g, 'ks')
    .replace(/[aeiouhyvw]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** A place whose name sounds like the Hindi or Tamil word (with a Tamil case ending read off), for places the table does not spell. */
function placeBySound(token: string, lang: 'hi' | 'ta', extraPlaces: readonly string[]): { name: string; ending: string } | null {
  const candidates = [...new Set([...extraPlaces, ...knownPlaces.map((p) => p.name)])];
  const tries: { stem: string; ending: string }[] = [{ stem: token, ending: '' }];
  if (lang === 'ta') {
    for (const [ending, english] of tamilSuffixes) {
      const m = ending.exec(token);
      if (m && m.index > 0) tries.push({ stem: token.slice(0, m.index), ending: english });
    }
  }
  for (const { stem, ending } of tries) {
    const latin = Sanscript.t(stem, isTamilScript(stem) ? 'tamil' : 'devanagari', 'iast');
    const key = soundKey(latin);
    if (key.length < 3) continue;
    const name = candidates.find((c) => soundKey(c) === key);
    if (name) return { name, ending };
  }
  return null;
}
