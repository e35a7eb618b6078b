import { useCallback, useEffect, useRef, useState } from 'react';
import { aiDelays } from '@suvarna/contracts';

export interface ChatMessage<Extra = unknown> {
  id: number;
  type: 'user' | 'bot';
  content: string;
  extra?: Extra;
}

export interface BotReply<Extra = unknown> {
  content: string;
  extra?: Extra;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The chat state of spec section 4: the user's message is appended, the box clears, the loading
 * indicator shows, the bot's reply is appended, loading ends. The reply shows `replyDelayMs` after
 * sending at the earliest: a fast answer still waits, a slow one adds nothing. Blank messages are not sent.
 */
export function useChat<Extra>(respond: (message: string) => Promise<BotReply<Extra>>, replyDelayMs: number, welcome: string) {
  const [messages, setMessages] = useState<ChatMessage<Extra>[]>([{ id: 0, type: 'bot', content: welcome }]);
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
      setMessages((m) => [...m, { id: nextId.current++, type: 'user', content: message }]);
      setInput('');
      setLoading(true);
      const [reply] = await Promise.all([respond(message), wait(replyDelayMs)]);
      busy.current = false;
      if (!mounted.current) return;
      setMessages((m) => [...m, { id: nextId.current++, type: 'bot', content: reply.content, extra: reply.extra }]);
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
