import { HelpCircle, MessageCircle, Sparkles, X } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { askConcierge, failedReply, sendChatFeedback, type ChatReply } from '../../lib/chat-api';
import { guessChatCategory } from '../../lib/chat-category';
import {
  chatReducer,
  chatTexts,
  questionBefore,
  startConversation,
} from '../../lib/chat-conversation';
import { setChatPanelOpen } from '../../lib/chat-panel-state';
import { chatTiming, replyRevealDelayMs, typingDelayMs } from '../../lib/chat-timing';
import { toast } from '../../lib/toast';
import { ChatFaqTab } from './chat-faq-tab';
import { ChatTab } from './chat-tab';

type PanelTab = 'chat' | 'faq';

/**
 * The concierge panel (spec sections 2 and 4): a non-modal dialog, so the page stays usable
 * beside it. Focus moves to the message box on open and back where it came from on close.
 */
export default function ChatPanel({
  id,
  open,
  launcher,
}: {
  id: string;
  open: boolean;
  launcher: RefObject<HTMLButtonElement | null>;
}) {
  const [messages, dispatch] = useReducer(chatReducer, undefined, () =>
    startConversation(Date.now()),
  );
  const [tab, setTab] = useState<PanelTab>('chat');
  // Kept here, not in the chat tab, so a visit to the FAQ tab leaves the guest's draft alone.
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const awaitingReply = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    returnFocusTo.current =
      opener instanceof HTMLElement && opener !== document.body ? opener : null;
    input.current?.focus();
  }, [open]);

  const close = useCallback(() => {
    setChatPanelOpen(false);
    setTab('chat');
    const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : launcher.current;
    target?.focus();
  }, [launcher]);

  // Escape closes the panel while focus is inside it.
  useEffect(() => {
    const dialog = panel.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [close]);

  const reveal = (reply: ChatReply) => {
    dispatch({ type: 'answer', text: reply.text, category: reply.category, now: Date.now() });
    setAnnouncement(reply.text);
    awaitingReply.current = false;
  };

  /** Sends a question unless it is blank or another is in flight; says whether it went. */
  const send = (text: string): boolean => {
    const message = text.trim();
    if (!message || awaitingReply.current) return false;
    awaitingReply.current = true;
    dispatch({ type: 'ask', text: message, category: guessChatCategory(message), now: Date.now() });
    const sentAt = performance.now();
    askConcierge(message).then(
      (reply) => {
        const delay = replyRevealDelayMs(typingDelayMs(reply.text), performance.now() - sentAt);
        setTimeout(() => reveal(reply), delay);
      },
      (error: unknown) => {
        const { text, connectionIssue } = failedReply(error);
        if (connectionIssue) toast({ ...chatTexts.failureToast, variant: 'destructive' });
        setTimeout(() => reveal({ text, category: 'general' }), chatTiming.responseDisplayDelayMs);
      },
    );
    return true;
  };

  const ToggleIcon = tab === 'chat' ? HelpCircle : MessageCircle;

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      ref={panel}
      className="fixed right-5 bottom-24 left-5 z-30 flex flex-col overflow-hidden rounded-3xl border border-border bg-surface text-foreground shadow-2xl shadow-lagoon-900/20 sm:left-auto sm:w-[380px] motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-3 motion-safe:starting:opacity-0"
    >
      <div className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15 sm:flex">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-sans text-base leading-tight font-semibold">
            Virtual Concierge
          </h2>
          <p className="text-xs">{tab === 'chat' ? 'Replies in seconds' : 'Popular questions'}</p>
        </div>
        <button
          type="button"
          onClick={() => setTab(tab === 'chat' ? 'faq' : 'chat')}
          className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-primary-foreground/15 focus-visible:outline-primary-foreground"
        >
          <ToggleIcon aria-hidden="true" className="size-4" />
          {tab === 'chat' ? 'FAQ' : 'Chat'}
        </button>
        <button
          type="button"
          aria-label="Close chat"
          onClick={close}
          className="flex size-10 items-center justify-center rounded-full hover:bg-primary-foreground/15 focus-visible:outline-primary-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {/* 16rem keeps the site header above and the launcher row below in view. */}
      <div className="flex h-[min(80vh,calc(100dvh-16rem))] flex-col sm:h-[min(450px,calc(100dvh-16rem))]">
        {tab === 'chat' ? (
          <ChatTab
            messages={messages}
            draft={draft}
            onDraftChange={setDraft}
            input={input}
            onSend={send}
            onRate={(message, feedback) => {
              dispatch({ type: 'rate', id: message.id, feedback });
              sendChatFeedback(
                message.text,
                feedback === 'positive',
                questionBefore(messages, message.id),
              );
              setAnnouncement('Thank you for your feedback.');
            }}
          />
        ) : (
          <ChatFaqTab messages={messages} onAsk={send} />
        )}
      </div>
    </div>
  );
}
