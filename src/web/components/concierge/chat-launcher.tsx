import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { openChatPanel, setChatPanelOpen, useChatPanelOpen } from '../../lib/chat-panel-state';

// The panel's code loads only when a guest shows interest, so public pages start no heavier.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/** Fragment that opens the concierge on arrival, as the contact page's Live Chat card does. */
const liveChatHash = '#live-chat';

/** The round concierge button at the bottom right of every public page (spec section 2). */
export function ChatLauncher() {
  const open = useChatPanelOpen();
  // Once opened, the panel stays mounted (hidden when closed) so the conversation survives.
  const [panelMounted, setPanelMounted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  if (open && !panelMounted) setPanelMounted(true);

  useEffect(() => {
    if (window.location.hash === liveChatHash) openChatPanel();
  }, []);

  return (
    <>
      <button
        ref={launcher}
        type="button"
        aria-label="Chat with our concierge"
        aria-expanded={open}
        aria-controls={panelMounted ? panelId : undefined}
        onClick={() => setChatPanelOpen(!open)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className="fixed right-5 bottom-5 z-30 flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-xl shadow-lagoon-900/25 ring-4 ring-background/60 transition-colors duration-200 motion-reduce:transition-none hover:bg-primary-hover"
      >
        {open ? (
          <X aria-hidden="true" className="size-7" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-7" />
        )}
      </button>
      {panelMounted && (
        <Suspense>
          <ChatPanel id={panelId} open={open} launcher={launcher} />
        </Suspense>
      )}
    </>
  );
}
