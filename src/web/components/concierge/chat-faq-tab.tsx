import { useState } from 'react';
import { type ChatMessage, isAwaitingReply } from '../../lib/chat-conversation';
import {
  chatFaqEntriesFor,
  chatFaqFilters,
  faqPreview,
  type ChatFaqFilter,
} from '../../lib/chat-suggestions';
import { cn } from '../../lib/utils';

/**
 * Popular questions by topic. A card asks its question in the chat without leaving this tab
 * (spec section 4); the panel's live region reads the reply out.
 */
export function ChatFaqTab({
  messages,
  onAsk,
}: {
  messages: readonly ChatMessage[];
  onAsk: (question: string) => boolean;
}) {
  const [filter, setFilter] = useState<ChatFaqFilter>('all');
  const pending = isAwaitingReply(messages);

  return (
    <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
      <div role="group" aria-label="Topics" className="flex flex-wrap gap-2">
        {chatFaqFilters.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            aria-pressed={filter === id}
            onClick={() => setFilter(id)}
            className="rounded-full border border-border px-3 py-1.5 text-xs font-medium transition-colors duration-200 motion-reduce:transition-none hover:border-primary hover:text-primary aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {label}
          </button>
        ))}
      </div>
      <p className="mt-4 text-xs text-muted-foreground">
        Choose a question and the concierge answers it in the chat.
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {chatFaqEntriesFor(filter).map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              aria-disabled={pending}
              onClick={() => onAsk(entry.question)}
              className={cn(
                'w-full rounded-2xl border border-border bg-surface p-4 text-left transition-colors duration-200 motion-reduce:transition-none hover:border-primary hover:bg-surface-muted',
                'aria-disabled:cursor-progress aria-disabled:opacity-60',
              )}
            >
              <span className="block text-sm font-semibold">{entry.question}</span>
              <span className="mt-1 block text-xs leading-relaxed text-muted-foreground">
                {faqPreview(entry.answer)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
