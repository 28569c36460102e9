import type { Page } from '@playwright/test';
import { faqCategories, faqEntries } from '../src/shared/content/faq';
import { property } from '../src/shared/content/property';
import { bookingPath } from '../src/shared/content/site';
import { expect, test, waitForHydration } from './fixtures';

const questionsIn = (category: string) =>
  faqEntries.filter((entry) => entry.category === category).map((entry) => entry.question);

const matching = (words: string) =>
  faqEntries.filter((entry) => `${entry.question} ${entry.answer}`.toLowerCase().includes(words));

async function openFaq(page: Page) {
  await page.goto('/faq');
  await waitForHydration(page);
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search questions' });
const question = (page: Page, text: string) =>
  page.getByRole('button', { name: text, exact: true });
const visibleQuestions = (page: Page) =>
  page.getByRole('heading', { level: 3 }).getByRole('button');

test.describe('FAQ page', () => {
  test('opens on General, one question at a time, and a question closes again', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await openFaq(page);
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab')).toHaveText(faqCategories.map((category) => category.name));
    await expect(visibleQuestions(page)).toHaveText(questionsIn('general'));

    const [first, second] = faqEntries.filter((entry) => entry.category === 'general');
    if (!first || !second) throw new Error('General needs two questions');
    await expect(page.getByText(first.answer)).toBeHidden();

    await question(page, first.question).click();
    await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first.answer)).toBeVisible();
    await expectNoAxeViolations();

    await question(page, second.question).click();
    await expect(page.getByText(second.answer)).toBeVisible();
    await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(first.answer)).toBeHidden();

    await question(page, second.question).click();
    await expect(question(page, second.question)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(second.answer)).toBeHidden();
  });

  test('switches topics by click and by arrow keys', async ({ page }) => {
    await openFaq(page);
    await page.getByRole('tab', { name: 'Booking & Payment' }).click();
    await expect(page.getByRole('tab', { name: 'Booking & Payment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(visibleQuestions(page)).toHaveText(questionsIn('booking'));
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Booking & Payment');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Amenities & Services' })).toBeFocused();
    await expect(visibleQuestions(page)).toHaveText(questionsIn('amenities'));

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Policies & Rules' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(visibleQuestions(page)).toHaveText(questionsIn('policies'));

    // Tab leaves the tab list for the panel's first question; Enter opens it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const firstPolicy = faqEntries.find((entry) => entry.category === 'policies');
    await expect(question(page, firstPolicy?.question ?? '')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(firstPolicy?.answer ?? '')).toBeVisible();
  });

  test('search filters questions and answers across every topic', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await openFaq(page);
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search questions...');

    // "door code" appears only in answers, in more than one topic.
    const expected = matching('door code');
    expect(expected.length).toBeGreaterThan(1);
    expect(new Set(expected.map((entry) => entry.category)).size).toBeGreaterThan(1);
    expect(expected.some((entry) => entry.question.toLowerCase().includes('door code'))).toBe(
      false,
    );

    await searchBox(page).fill('door code');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(
      `${expected.length} questions match “door code”.`,
    );
    await expect(visibleQuestions(page)).toHaveText(expected.map((entry) => entry.question));
    await question(page, expected[0]?.question ?? '').click();
    await expect(page.getByText(expected[0]?.answer ?? '')).toBeVisible();
    await expectNoAxeViolations();

    // Every word must match, wherever it stands.
    await searchBox(page).fill('entryway door code');
    await expect(visibleQuestions(page)).toHaveText(
      matching('door code on the entryway').map((entry) => entry.question),
    );
  });

  test('an unmatched search says so, and clearing brings the topics back', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await openFaq(page);
    await page.getByRole('tab', { name: 'Location & Transportation' }).click();

    await searchBox(page).fill('helicopter');
    await expect(page.getByRole('heading', { name: 'No matching questions' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('No questions match “helicopter”.');
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Show all questions' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    // The topic chosen before the search is still chosen.
    await expect(page.getByRole('tab', { name: 'Location & Transportation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await searchBox(page).fill('pool');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(visibleQuestions(page)).toHaveText(questionsIn('location'));

    await searchBox(page).fill('pool');
    await expect(visibleQuestions(page)).toHaveCount(matching('pool').length);
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('tablist')).toBeVisible();
  });

  test('Still Have Questions leads to contact and the phone; the banner to booking', async ({
    page,
  }) => {
    await openFaq(page);
    const stillHave = page.getByRole('region', { name: 'Still Have Questions?' });
    await expect(
      stillHave.getByRole('link', { name: `Call ${property.contact.phone}` }),
    ).toHaveAttribute('href', property.contact.phoneHref);
    await stillHave.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

    await page.goBack();
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Ready for your island escape?' })
      .getByRole('link', { name: 'Book Your Stay' })
      .click();
    await expect(page).toHaveURL(bookingPath);
  });
});
