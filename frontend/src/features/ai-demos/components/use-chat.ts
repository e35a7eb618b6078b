import { useCallback, useEffect, useRef, useState } from 'react';
import { aiDelays } from '@suvarna/contracts';

export interface ChatMessage<Extra = unknown> {
  id: number;
  type: 'user' | 'bot';
  content: string;
  /** The message's language (BCP 47), set as its `lang`: what the service read a question as, what it answered in. */
  lang?: string;
  extra?: Extra;
}

export interface BotReply<Extra = unknown> {
  content: string;
  lang?: string;
  /** How the service read the question (e.g. `hi-Latn`): the guest's message takes it as its `lang`. */
  questionLang?: string;
  extra?: Extra;
}

/** A first guess at a message's language from its script, until the service says how it read it. */
export function scriptLanguage(text: string): string | undefined {
  if (/[\u0900-\u097F]/u.test(text)) return 'hi';
  if (/[\u0B80-\u0BFF]/u.test(text)) return 'ta';
  return undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The chat state of spec section 4: the user's message is appended, the box clears, the loading
 * indicator shows, the bot's reply is appended, loading ends. The reply shows `replyDelayMs` after
 * sending at the earliest: a fast answer still waits, a slow one adds nothing. Blank messages are not sent.
 */
export function useChat<Extra>(respond: (message: string) => Promise<BotReply<Extra>>, replyDelayMs: number, welcome: string) {
  const [messages, setMessages] = useState<ChatMessage<Extra>[]>([{ id: 0, type: 'bot', content: welcome, lang: 'en' }]);
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const nextId = useRef(1);
  const busy = useRef(false);
  const mounted = useRef(true);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      mounted.current = false;
      timers.current.forEach(clearTimeout);
    },
    [],
  );

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || busy.current) return;
      busy.current = true;
      const asked = nextId.current++;
      setMessages((m) => [...m, { id: asked, type: 'user', content: message, lang: scriptLanguage(message) }]);
      setInput('');
      setLoading(true);
      const [reply] = await Promise.all([respond(message), wait(replyDelayMs)]);
      busy.current = false;
      if (!mounted.current) return;
      setMessages((m) => [
        ...m.map((x) => (x.id === asked && reply.questionLang ? { ...x, lang: reply.questionLang } : x)),
        { id: nextId.current++, type: 'bot', content: reply.content, lang: reply.lang, extra: reply.extra },
      ]);
      setLoading(false);
    },
    [respond, replyDelayMs],
  );

  /** A quick suggestion fills the box and sends itself after 100 ms. */
  const suggest = useCallback(
    (text: string) => {
      if (busy.current) return;
      setInput(text);
      timers.current.push(setTimeout(() => void send(text), aiDelays.suggestionAutoSendMs));
    },
    [send],
  );

  return { messages, input, setInput, loading, send, suggest };
}
