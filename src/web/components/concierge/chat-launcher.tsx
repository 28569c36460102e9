import { MessageCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { chatTexts } from '../../lib/chat-conversation';
import { openChatPanel, setChatPanelOpen, useChatPanelOpen } from '../../lib/chat-panel-state';
import { toast } from '../../lib/toast';

// The panel's code loads only when a guest shows interest, so public pages start no heavier.
const loadPanel = () => import('./chat-panel');
type ChatPanel = Awaited<ReturnType<typeof loadPanel>>['default'];
/** Fetches the panel ahead of a click; a failure here surfaces when the guest opens it. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** Fragment that opens the concierge on arrival, as the contact page's Live Chat card does. */
const liveChatHash = '#live-chat';

/** The round concierge button at the bottom right of every public page (spec section 2). */
export function ChatLauncher() {
  const open = useChatPanelOpen();
  // Once loaded, the panel stays mounted (hidden when closed) so the conversation survives.
  const [Panel, setPanel] = useState<ChatPanel | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (window.location.hash === liveChatHash) openChatPanel();
  }, []);

  useEffect(() => {
    if (!open || Panel) return;
    loadPanel().then(
      (module) => setPanel(() => module.default),
      // Offline, or a new release replaced the file: the page itself must keep working.
      () => {
        setChatPanelOpen(false);
        toast({ ...chatTexts.failureToast, variant: 'destructive' });
      },
    );
  }, [open, Panel]);

  return (
    <>
      <button
        ref={launcher}
        type="button"
        aria-label="Chat with our concierge"
        aria-expanded={open}
        aria-controls={Panel ? panelId : undefined}
        onClick={() => setChatPanelOpen(!open)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="fixed right-5 bottom-5 z-30 flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-xl shadow-lagoon-900/25 ring-4 ring-background/60 transition-colors duration-200 motion-reduce:transition-none hover:bg-primary-hover"
      >
        {open ? (
          <X aria-hidden="true" className="size-7" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-7" />
        )}
      </button>
      {Panel && <Panel id={panelId} open={open} launcher={launcher} />}
    </>
  );
}
