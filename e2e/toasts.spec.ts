import type { Locator, Page } from '@playwright/test';
import { toastTiming } from '../src/web/lib/timing';
import { expect, test, waitForHydration } from './fixtures';

// Toasts are raised through the contact form, with the API answered by the test.
test.use({ allowedConsoleErrors: [/status of 500/] });

/**
 * Opens the contact page, filled in, with its API failing. The page's clock is then paused, so
 * toasts stay up until a test moves time on and a busy machine cannot skew the timing.
 */
async function openContactWithFailingApi(page: Page) {
  await page.clock.install();
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Name', { exact: true }).fill('Ana Rolle');
  await form.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await form.getByLabel('Contact type').selectOption('general');
  await form.getByLabel('Subject').fill('Late arrival');
  await form.getByLabel('Message', { exact: true }).fill('We land after midnight; is that fine?');
  // Ten seconds ahead: a busy machine can take over a second between reading the time and
  // pausing, and pausing cannot move the clock backwards.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  return form.getByRole('button', { name: 'Send Message' });
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = (page: Page) => notifications(page).getByRole('listitem');

/** Sends with the keyboard, so the pointer never rests on a toast (which pauses its timer). */
async function send(page: Page, sendButton: Locator, expected: number) {
  await sendButton.press('Enter');
  await expect(toasts(page)).toHaveCount(expected);
  await expect(sendButton).toBeEnabled();
}

test.describe('toasts', () => {
  test('F8 moves focus to the notifications, where Escape closes a toast', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const sendButton = await openContactWithFailingApi(page);
    await send(page, sendButton, 1);

    await page.keyboard.press('F8');
    await expect(notifications(page).getByRole('list')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toasts(page).first()).toBeFocused();
    // axe needs running timers; a toast holding focus keeps itself open meanwhile.
    await page.clock.resume();
    await expectNoAxeViolations();
    await expect(toasts(page)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a toast closes by itself after five seconds', async ({ page }) => {
    const sendButton = await openContactWithFailingApi(page);
    await send(page, sendButton, 1);

    await page.clock.runFor(toastTiming.durationMs - 500);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(1000);
    await expect(toasts(page)).toHaveCount(0);
  });

  test(`shows at most ${toastTiming.limit} at once`, async ({ page }) => {
    const sendButton = await openContactWithFailingApi(page);
    for (let sent = 1; sent <= toastTiming.limit + 2; sent++) {
      await send(page, sendButton, Math.min(sent, toastTiming.limit));
    }
    await expect(toasts(page)).toHaveCount(toastTiming.limit);
    for (const toast of await toasts(page).all()) {
      await expect(toast).toContainText('There was a problem sending your message.');
    }
  });
});
