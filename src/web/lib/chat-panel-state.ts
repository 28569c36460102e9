import { useSyncExternalStore } from 'react';

/**
 * Whether the concierge panel is open. It lives outside React so that any page (the contact
 * page's Live Chat card) can open the panel mounted by the public layout.
 */
let open = false;
const listeners = new Set<() => void>();

export function setChatPanelOpen(next: boolean) {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openChatPanel = () => setChatPanelOpen(true);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
