import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { ChatRequestSchema } from '../../../shared/contract/chat';
import {
  type ChatMessageFeedback,
  type ChatMessage,
  isAwaitingReply,
  latestReplyCategory,
  rateableMessageId,
} from '../../lib/chat-conversation';
import { suggestionsFor } from '../../lib/chat-suggestions';
import { cn } from '../../lib/utils';
import { ChatMessageBubble } from './chat-message-bubble';

const maxMessageLength = ChatRequestSchema.shape.message.maxLength ?? undefined;

/** The conversation, the suggestion chips and the message box. */
export function ChatTab({
  messages,
  draft,
  onDraftChange,
  input,
  onSend,
  onRate,
}: {
  messages: readonly ChatMessage[];
  draft: string;
  onDraftChange: (draft: string) => void;
  input: RefObject<HTMLInputElement | null>;
  onSend: (text: string) => boolean;
  onRate: (message: ChatMessage, feedback: ChatMessageFeedback) => void;
}) {
  const conversation = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const pending = isAwaitingReply(messages);
  const rateableId = rateableMessageId(messages);
  const suggestions = suggestionsFor(latestReplyCategory(messages));

  // Jump, not glide, to the newest message: no motion to opt out of.
  useEffect(() => {
    const list = conversation.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(draft)) onDraftChange('');
  };

  // A chip's send keeps the draft (spec section 5) and hands focus to the box for a follow-up.
  const sendSuggestion = (text: string) => {
    onSend(text);
    input.current?.focus();
  };

  return (
    <>
      <div
        ref={conversation}
        role="region"
        aria-label="Conversation"
        // Scrollable, so it must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex-1 overflow-y-auto overscroll-contain px-4 py-4"
      >
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id}>
              <ChatMessageBubble
                message={message}
                rateable={message.id === rateableId}
                onRate={(feedback) => {
                  onRate(message, feedback);
                  input.current?.focus();
                }}
              />
            </li>
          ))}
        </ol>
      </div>

      <div className="border-t border-border px-4 pt-3 pb-4">
        <ul aria-label="Suggested questions" className="flex flex-wrap gap-2">
          {suggestions.map((text) => (
            <li key={text}>
              <button
                type="button"
                aria-disabled={pending}
                onClick={() => sendSuggestion(text)}
                className="rounded-full border border-primary/60 px-3 py-1.5 text-left text-xs font-medium text-primary transition-colors duration-200 motion-reduce:transition-none hover:bg-primary hover:text-primary-foreground aria-disabled:pointer-events-none aria-disabled:opacity-60"
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={submit} className="mt-3 flex items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            Your message
          </label>
          {/* Read-only rather than disabled while a reply is on its way, so focus stays put. */}
          <input
            ref={input}
            id={inputId}
            type="text"
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            readOnly={pending}
            aria-disabled={pending}
            maxLength={maxMessageLength}
            autoComplete="off"
            placeholder="Ask about our villas..."
            className="h-11 min-w-0 flex-1 rounded-full border border-muted-foreground/70 bg-surface px-4 text-base text-foreground placeholder:text-muted-foreground aria-disabled:opacity-60 sm:text-sm"
          />
          <button
            type="submit"
            aria-label="Send message"
            aria-disabled={pending || !draft.trim()}
            className={cn(
              'flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground transition-colors duration-200 motion-reduce:transition-none hover:bg-primary-hover',
              'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-primary',
            )}
          >
            <SendHorizontal aria-hidden="true" className="size-5" />
          </button>
        </form>
      </div>
    </>
  );
}
