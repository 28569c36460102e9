/** Failed sign-ins allowed per username within the window before that username must wait. */
export const maxFailedLogins = 5;
export const failedLoginWindowMs = 15 * 60_000;
/** Past this many tracked usernames, ended windows are dropped so memory stays bounded. */
const pruneAbove = 10_000;

/**
 * Counts failed sign-ins per username (in this process). It slows guessing one account's
 * password from many addresses; the real user waits at most one window, and a successful
 * sign-in clears the count.
 */
export class FailedLogins {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => Date) {}

  /** Milliseconds this username must still wait, or 0 when it may try. */
  waitFor(username: string): number {
    const window = this.windows.get(username.toLowerCase());
    if (!window || window.count < maxFailedLogins) return 0;
    return Math.max(0, window.endsAt - this.now().getTime());
  }

  recordFailure(username: string) {
    const key = username.toLowerCase();
    const now = this.now().getTime();
    const window = this.windows.get(key);
    if (window && window.endsAt > now) {
      window.count += 1;
      return;
    }
    if (this.windows.size >= pruneAbove) this.pruneEnded(now);
    this.windows.set(key, { count: 1, endsAt: now + failedLoginWindowMs });
  }

  clear(username: string) {
    this.windows.delete(username.toLowerCase());
  }

  private pruneEnded(now: number) {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
  }
}
