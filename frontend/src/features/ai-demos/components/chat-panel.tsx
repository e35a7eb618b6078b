import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '../../../lib/class-names';
import type { BotReply, ChatMessage } from './use-chat';
import { useChat } from './use-chat';
import styles from './chat-panel.module.css';

export interface ChatPanelProps<Extra> {
  title: string;
  subtitle: string;
  icon: ReactNode;
  welcome: string;
  placeholder: string;
  suggestions: readonly string[];
  replyDelayMs: number;
  respond: (message: string) => Promise<BotReply<Extra>>;
  renderExtra?: (extra: Extra) => ReactNode;
  testId: string;
}

/** One chat panel of /ai-demos: a fixed-height conversation, four quick suggestions, a message box. */
export function ChatPanel<Extra>({ title, subtitle, icon, welcome, placeholder, suggestions, replyDelayMs, respond, renderExtra, testId }: ChatPanelProps<Extra>) {
  const { messages, input, setInput, loading, send, suggest } = useChat(respond, replyDelayMs, welcome);
  const titleId = useId();
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, loading]);

  const canSend = input.trim().length > 0 && !loading;

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid={testId}>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
      </header>

      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-relevant="additions" aria-label={`${title} conversation`} tabIndex={0}>
        {messages.map((m: ChatMessage<Extra>) => (
          <div key={m.id} className={cx(styles.message, m.type === 'user' ? styles.user : styles.bot)} data-type={m.type} lang={m.lang}>
            <span className="visually-hidden" lang="en">
              {m.type === 'user' ? 'You said: ' : `${title} replied: `}
            </span>
            <p className={styles.content}>{m.content}</p>
            {m.extra !== undefined && renderExtra ? renderExtra(m.extra) : null}
          </div>
        ))}
        {loading ? (
          <div className={cx(styles.message, styles.bot, styles.typing)} data-testid={`${testId}-typing`}>
            <span className="visually-hidden">{title} is typing</span>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
          </div>
        ) : null}
      </div>

      <div className={styles.suggestions} role="group" aria-label={`Quick questions for ${title}`}>
        {suggestions.map((s) => (
          <button key={s} type="button" className={styles.suggestion} onClick={() => suggest(s)} disabled={loading}>
            {s}
          </button>
        ))}
      </div>

      <form
        className={styles.composer}
        onSubmit={(e) => {
          e.preventDefault();
          if (canSend) void send(input);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Message to {title}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={placeholder}
          maxLength={1000}
          autoComplete="off"
        />
        <button type="submit" className={styles.send} disabled={!canSend} aria-label={`Send to ${title}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M3 11.5 20.5 4 14 21l-2.6-7.4L3 11.5Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </button>
      </form>
    </section>
  );
}
