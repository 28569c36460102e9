import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ChatMessageFeedback, ChatMessage } from '../../lib/chat-conversation';
import { cn } from '../../lib/utils';

const feedbackOptions = [
  { feedback: 'positive', label: 'Helpful', Icon: ThumbsUp },
  { feedback: 'negative', label: 'Not helpful', Icon: ThumbsDown },
] as const;

function TypingIndicator() {
  return (
    <span className="flex h-5 items-center gap-1">
      <span className="sr-only">The concierge is typing</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          style={{ animationDelay: `${delay}ms` }}
          className="size-2 rounded-full bg-muted-foreground motion-safe:animate-bounce"
        />
      ))}
    </span>
  );
}

/**
 * One message. The latest finished reply offers helpful / not helpful thumbs, shown on hover or
 * keyboard focus (always on touch screens); once chosen they become a fixed mark (spec section 4).
 */
export function ChatMessageBubble({
  message,
  rateable,
  onRate,
}: {
  message: ChatMessage;
  rateable: boolean;
  onRate: (feedback: ChatMessageFeedback) => void;
}) {
  const fromGuest = message.sender === 'user';
  const chosen = feedbackOptions.find((option) => option.feedback === message.feedback);

  return (
    <div className={cn('group flex flex-col gap-1', fromGuest ? 'items-end' : 'items-start')}>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-line',
          fromGuest
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : 'rounded-bl-md bg-surface-muted text-foreground',
        )}
      >
        <span className="sr-only">{fromGuest ? 'You: ' : 'Concierge: '}</span>
        {message.isTyping ? <TypingIndicator /> : message.text}
      </p>
      {rateable && (
        <div
          role="group"
          aria-label="Was this answer helpful?"
          className="flex gap-1 transition-opacity duration-200 motion-reduce:transition-none group-focus-within:opacity-100 group-hover:opacity-100 pointer-fine:opacity-0"
        >
          {feedbackOptions.map(({ feedback, label, Icon }) => (
            <button
              key={feedback}
              type="button"
              aria-label={label}
              onClick={() => onRate(feedback)}
              className="flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-muted hover:text-primary"
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </div>
      )}
      {chosen && (
        <p className="flex items-center gap-1 px-1 text-xs text-muted-foreground">
          <chosen.Icon aria-hidden="true" className="size-3.5 text-primary" />
          <span className="sr-only">You rated this answer: {chosen.label.toLowerCase()}</span>
        </p>
      )}
    </div>
  );
}
