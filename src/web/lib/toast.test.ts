import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, useToasts } from './toast';

// The store is read through its hook in the app; here the hook's snapshot is read directly.
vi.mock('react', () => ({
  useSyncExternalStore: (_s: unknown, snapshot: () => unknown) => snapshot(),
}));

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const item of useToasts()) dismissToast(item.id);
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows the newest first and at most five', () => {
    for (let index = 1; index <= 7; index++) toast({ title: `Toast ${index}` });
    expect(useToasts().map((item) => item.title)).toEqual([
      'Toast 7',
      'Toast 6',
      'Toast 5',
      'Toast 4',
      'Toast 3',
    ]);
  });

  it('keeps a dismissed toast, closed, for five seconds before removing it', () => {
    const id = toast({ title: 'Message Sent', variant: 'default' });
    dismissToast(id);
    expect(useToasts().find((item) => item.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(useToasts().some((item) => item.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useToasts().some((item) => item.id === id)).toBe(false);
  });
});
