import type { Page } from '@playwright/test';
import { chatFaqEntries } from '../src/shared/content/chat-faq';
import { property } from '../src/shared/content/property';
import { chatTexts } from '../src/web/lib/chat-conversation';
import { chatFaqEntriesFor, faqPreview, suggestionsFor } from '../src/web/lib/chat-suggestions';
import { expect, test, waitForHydration } from './fixtures';

// A reply shows after its typing time (at most 5 s, spec section 9).
const reply = { timeout: 8_000 };

// Each message starts with who says it, for screen readers.
const fromBot = (text: string) => `Concierge: ${text}`;
const fromGuest = (text: string) => `You: ${text}`;

function concierge(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Virtual Concierge' });
  const conversation = panel.getByRole('region', { name: 'Conversation' });
  return {
    launcher: page.getByRole('button', { name: 'Chat with our concierge' }),
    panel,
    conversation,
    messages: conversation.getByRole('listitem'),
    input: panel.getByRole('textbox', { name: 'Your message' }),
    send: panel.getByRole('button', { name: 'Send message' }),
    chips: panel.getByRole('list', { name: 'Suggested questions' }).getByRole('button'),
    toggle: (name: 'FAQ' | 'Chat') => panel.getByRole('button', { name, exact: true }),
  };
}

async function openConcierge(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
  const chat = concierge(page);
  await chat.launcher.click();
  await expect(chat.panel).toBeVisible();
  return chat;
}

test.describe('concierge', () => {
  test(
    'answers a question, offers chips and feedback, and closes back to the launcher',
    { tag: '@desktop' },
    async ({ page, expectNoAxeViolations }) => {
      const chat = await openConcierge(page);
      await expect(chat.launcher).toHaveAttribute('aria-expanded', 'true');
      await expect(chat.input).toBeFocused();
      await expect(chat.messages).toHaveText([fromBot(chatTexts.greeting)]);
      await expect(chat.chips).toHaveText(suggestionsFor('general'));
      await expect(chat.send).toBeDisabled();
      await chat.input.fill('   ');
      await expect(chat.send).toBeDisabled();

      await chat.input.fill('What time is check-in?');
      await chat.input.press('Enter');
      await expect(chat.input).toHaveValue('');
      await expect(chat.messages.nth(1)).toHaveText(fromGuest('What time is check-in?'));
      await expect(chat.messages.nth(2)).toHaveText(fromBot('The concierge is typing'));
      await expect(chat.input).toBeDisabled();
      await expect(chat.send).toBeDisabled();
      const answer = chat.messages.nth(2);
      await expect(answer).toContainText(property.pricing.checkIn, reply);
      await expect(
        chat.panel.getByRole('status').filter({ hasText: property.pricing.checkIn }),
      ).toBeAttached();
      await expect(chat.chips).toHaveText(suggestionsFor('booking'));
      await expectNoAxeViolations();

      const rated = (await answer.textContent())?.replace(fromBot(''), '');
      const feedback = page.waitForRequest('**/api/chatbot/feedback');
      await answer.hover();
      await answer.getByRole('button', { name: 'Helpful', exact: true }).click();
      expect((await feedback).postDataJSON()).toEqual({
        messageText: rated,
        helpful: true,
        question: 'What time is check-in?',
      });
      await expect(answer.getByRole('group', { name: 'Was this answer helpful?' })).toHaveCount(0);
      await expect(answer).toContainText('You rated this answer: helpful');

      // A chip sends its text and leaves the guest's draft alone.
      await chat.input.fill('And pets?');
      const chip = suggestionsFor('booking')[0] ?? '';
      await chat.chips.filter({ hasText: chip }).click();
      await expect(chat.messages.nth(3)).toHaveText(fromGuest(chip));
      await expect(chat.messages.nth(4)).toHaveText(fromBot('The concierge is typing'));
      await expect(chat.input).toHaveValue('And pets?');

      await page.keyboard.press('Escape');
      await expect(chat.panel).toBeHidden();
      await expect(chat.launcher).toBeFocused();
      await expect(chat.launcher).toHaveAttribute('aria-expanded', 'false');

      // Reopened, the conversation is still there; the close button also returns focus.
      await chat.launcher.click();
      await expect(chat.messages).toHaveCount(5);
      await chat.panel.getByRole('button', { name: 'Close chat' }).click();
      await expect(chat.panel).toBeHidden();
      await expect(chat.launcher).toBeFocused();
    },
  );

  test(
    'the FAQ tab filters its cards and a card asks its question, in the dark theme',
    { tag: '@desktop' },
    async ({ page, expectNoAxeViolations }) => {
      // Set before loading: switching themes on a loaded page leaves colours mid-transition.
      await page.emulateMedia({ colorScheme: 'dark' });
      const chat = await openConcierge(page);
      await chat.input.fill('Half-written question');
      await chat.toggle('FAQ').click();
      const topics = chat.panel.getByRole('group', { name: 'Topics' }).getByRole('button');
      await expect(topics).toHaveText(['All', 'Booking', 'Pricing', 'Amenities', 'Location']);
      const cards = chat.panel.getByRole('listitem');
      await expect(cards).toHaveCount(chatFaqEntries.length);
      await expectNoAxeViolations();

      await topics.filter({ hasText: 'Pricing' }).click();
      await expect(topics.filter({ hasText: 'Pricing' })).toHaveAttribute('aria-pressed', 'true');
      const [pricing] = chatFaqEntriesFor('pricing');
      await expect(cards).toHaveCount(1);
      await expect(cards).toHaveText(`${pricing?.question}${faqPreview(pricing?.answer ?? '')}`);

      // The card asks in the chat without leaving the FAQ tab.
      await cards.getByRole('button').click();
      await expect(topics).toHaveCount(5);
      await expect(chat.panel.getByRole('status').filter({ hasText: '$' })).toBeAttached(reply);
      await chat.toggle('Chat').click();
      await expect(chat.messages.nth(1)).toHaveText(fromGuest(pricing?.question ?? ''));
      await expect(chat.messages.nth(2)).toContainText('$');
      await expect(chat.input).toHaveValue('Half-written question');
      await expectNoAxeViolations();
    },
  );

  test(
    'the contact page Live Chat card opens the concierge',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/contact');
      await waitForHydration(page);
      const chat = concierge(page);
      const liveChat = page.getByRole('link', { name: 'Start a live chat' });
      await liveChat.click();
      await expect(chat.panel).toBeVisible();
      await expect(chat.input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(liveChat).toBeFocused();
    },
  );

  test.describe('when the concierge cannot be reached', () => {
    // One pattern: a list of them would read as Playwright's [value, options] pair.
    test.use({
      allowedConsoleErrors: [/^Failed to load resource: (net::ERR_FAILED|.*status of 500)/],
    });

    test(
      'a panel that fails to load leaves the page working',
      { tag: '@desktop' },
      async ({ page }) => {
        await page.route(/\/assets\/chat-panel-[\w-]{8}\.js$/, (route) => route.abort());
        await page.goto('/');
        await waitForHydration(page);
        const chat = concierge(page);
        await chat.launcher.click();
        await expect(
          page.getByRole('listitem').filter({ hasText: chatTexts.failureToast.title }),
        ).toBeVisible();
        await expect(chat.launcher).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    );

    test('says so in a toast and in the chat', { tag: '@desktop' }, async ({ page }) => {
      await page.route('**/api/chatbot', (route) =>
        route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
      );
      const chat = await openConcierge(page);
      await chat.input.fill('Is there a pool?');
      await chat.send.click();
      const toast = page
        .getByRole('region', { name: 'Notifications (F8)' })
        .getByRole('listitem')
        .filter({ hasText: chatTexts.failureToast.title });
      await expect(toast).toContainText(chatTexts.failureToast.description);
      await expect(chat.messages.nth(2)).toHaveText(fromBot(chatTexts.failureReply), reply);
      await expect(chat.input).toBeEnabled();
    });
  });

  test(
    'sits beside the Book now button without covering it',
    { tag: '@mobile' },
    async ({ page }) => {
      const chat = await openConcierge(page);
      const book = page.getByRole('link', { name: 'Book now' });
      const overlaps = async (other: typeof chat.panel) => {
        const [a, b] = [await book.boundingBox(), await other.boundingBox()];
        if (!a || !b) throw new Error('not laid out');
        return (
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        );
      };
      expect(await overlaps(chat.launcher)).toBe(false);
      expect(await overlaps(chat.panel)).toBe(false);
      await expect(chat.panel).toBeInViewport({ ratio: 1 });
      await expect(chat.panel.getByRole('button', { name: 'Close chat' })).toBeInViewport();
    },
  );
});
