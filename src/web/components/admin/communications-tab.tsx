import { EmptyState } from './load-failure';

/** E-mails to guests and staff are listed here once notifications are built (issue 7). */
export function CommunicationsTab() {
  return (
    <EmptyState title="No messages sent yet">
      This site does not send e-mail to guests or staff yet. Once e-mail notifications are switched
      on, every message sent or queued will be listed here with its status.
    </EmptyState>
  );
}
