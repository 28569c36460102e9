import type { Page } from '@playwright/test';
import { toastTiming } from '../src/web/lib/timing';
import { expect, test, waitForHydration } from './fixtures';

// Toasts are raised through the contact form, with the API answered by the test.
test.use({ allowedConsoleErrors: [/status of 500/] });

async function openContactWithFailingApi(page: Page) {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Name', { exact: true }).fill('Ana Rolle');
  await form.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await form.getByLabel('Contact type').selectOption('general');
  await form.getByLabel('Subject').fill('Late arrival');
  await form.getByLabel('Message', { exact: true }).fill('We land after midnight; is that fine?');
  return form.getByRole('button', { name: 'Send Message' });
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = (page: Page) => notifications(page).getByRole('listitem');

/** Sends with the keyboard, so the pointer never rests on a toast (which pauses its timer). */
async function send(page: Page, sendButton: ReturnType<Page['getByRole']>, expected: number) {
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
    // Focus inside the notifications pauses the toast's timer, so it waits for the check.
    await expectNoAxeViolations();
    await page.keyboard.press('Escape');
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a toast closes by itself after about five seconds', async ({ page }) => {
    const sendButton = await openContactWithFailingApi(page);
    await send(page, sendButton, 1);
    const shownAt = Date.now();

    await page.waitForTimeout(toastTiming.durationMs - 1000);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toHaveCount(0, { timeout: 3000 });
    const closedAfter = Date.now() - shownAt;
    expect(closedAfter).toBeGreaterThanOrEqual(toastTiming.durationMs - 500);
    expect(closedAfter).toBeLessThan(toastTiming.durationMs + 2500);
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
