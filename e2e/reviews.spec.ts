import type { Page } from '@playwright/test';
import { reviews, type Review } from '../src/shared/content/reviews';
import { expect, test, waitForHydration } from './fixtures';

// Expected figures are worked out here from the content, independently of the page's code.
const average = (reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length).toFixed(
  1,
);
const countWithStars = (stars: number) =>
  reviews.filter((review) => review.rating === stars).length;
const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;
const breakdownButtonName = (stars: number) =>
  `${plural(stars, 'star')}: ${plural(countWithStars(stars), 'review')}`;

const byNewest = (a: Review, b: Review) => b.date.localeCompare(a.date);
const firstOf = (list: Review[], order: (a: Review, b: Review) => number) =>
  [...list].sort(order)[0]?.name ?? '';

const sourceCards = [
  { button: 'Verified', source: 'verified', line: 'Verified guest review' },
  { button: 'Google', source: 'google', line: 'Posted on Google' },
  { button: 'TripAdvisor', source: 'tripadvisor', line: 'Posted on TripAdvisor' },
  { button: 'Direct', source: 'direct', line: 'Direct review' },
] as const;

async function openReviews(page: Page, search = '') {
  await page.goto(`/reviews${search}`);
  await waitForHydration(page);
}

const cards = (page: Page) => page.getByRole('article');
const sourceButton = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'Source' })
    .getByRole('button', { name: new RegExp(`^${label}`) });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });

test.describe('reviews page', () => {
  test('shows the average, the five-to-one breakdown and every review', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await openReviews(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Our Guests Say');
    await expect(page.getByText(`${average} / 5`)).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Average rating ${average} out of 5` }),
    ).toBeVisible();
    await expect(page.getByText(`Based on ${reviews.length} reviews`)).toBeVisible();

    const breakdown = page.getByRole('list', { name: 'Rating breakdown' }).getByRole('button');
    await expect(breakdown).toHaveCount(5);
    for (const [index, stars] of [5, 4, 3, 2, 1].entries()) {
      await expect(breakdown.nth(index)).toHaveAccessibleName(breakdownButtonName(stars));
      await expect(breakdown.nth(index)).toContainText(String(countWithStars(stars)));
    }

    await expect(cards(page)).toHaveCount(reviews.length);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      `Showing ${reviews.length} of ${reviews.length} reviews`,
    );
    const newest = [...reviews].sort(byNewest)[0];
    const firstCard = cards(page).first();
    await expect(firstCard).toContainText(newest?.name ?? '');
    await expect(
      firstCard.getByRole('img', { name: `Rated ${newest?.rating} out of 5` }),
    ).toBeVisible();

    const answered = reviews.find((review) => review.response);
    const answeredCard = cards(page).filter({ hasText: answered?.title ?? '' });
    await expect(answeredCard).toContainText(`Response from ${answered?.response?.name}`);
    await expect(answeredCard).toContainText(answered?.response?.text ?? '');

    await expectNoAxeViolations();
  });

  test('the prerendered page lists every review', async ({ request }) => {
    const html = await (await request.get('/reviews?source=google&sort=lowest')).text();
    expect(html.match(/<article/g)).toHaveLength(reviews.length);
  });

  test('filters by each source and keeps the choice in the address', async ({ page }) => {
    await openReviews(page);
    for (const { button, source, line } of sourceCards) {
      const expected = reviews.filter((review) => review.source === source).length;
      await sourceButton(page, button).click();
      await expect(sourceButton(page, button)).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(`/reviews?source=${source}`);
      await expect(cards(page)).toHaveCount(expected);
      for (const card of await cards(page).all()) await expect(card).toContainText(line);
    }

    await sourceButton(page, 'All').click();
    await expect(page).toHaveURL('/reviews');
    await expect(cards(page)).toHaveCount(reviews.length);
  });

  test('narrows to one star rating from the breakdown, and back', async ({ page }) => {
    await openReviews(page);
    const fiveStars = page.getByRole('button', { name: breakdownButtonName(5) });
    await fiveStars.click();
    await expect(fiveStars).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL('/reviews?rating=5');
    await expect(cards(page)).toHaveCount(countWithStars(5));
    await expect(cards(page).getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(
      countWithStars(5),
    );

    await fiveStars.click();
    await expect(fiveStars).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(reviews.length);
  });

  test('each sort order puts a different review first', async ({ page }) => {
    // Among the TripAdvisor reviews, the three orders each start with a different one.
    const tripadvisor = reviews.filter((review) => review.source === 'tripadvisor');
    const expectedFirst = {
      newest: firstOf(tripadvisor, byNewest),
      highest: firstOf(tripadvisor, (a, b) => b.rating - a.rating || byNewest(a, b)),
      lowest: firstOf(tripadvisor, (a, b) => a.rating - b.rating || byNewest(a, b)),
    };
    expect(new Set(Object.values(expectedFirst)).size).toBe(3);

    await openReviews(page, '?source=tripadvisor');
    await expect(sortSelect(page)).toHaveValue('newest');
    await expect(cards(page).first()).toContainText(expectedFirst.newest);

    await sortSelect(page).selectOption({ label: 'Highest rated' });
    await expect(page).toHaveURL('/reviews?source=tripadvisor&sort=highest');
    await expect(cards(page).first()).toContainText(expectedFirst.highest);

    await sortSelect(page).selectOption({ label: 'Lowest rated' });
    await expect(page).toHaveURL('/reviews?source=tripadvisor&sort=lowest');
    await expect(cards(page).first()).toContainText(expectedFirst.lowest);

    // Across all reviews, highest starts with five stars and lowest with the lowest rating.
    await sourceButton(page, 'All').click();
    const lowestRating = Math.min(...reviews.map((review) => review.rating));
    await expect(
      cards(page)
        .first()
        .getByRole('img', { name: `Rated ${lowestRating} out of 5` }),
    ).toBeVisible();
    await sortSelect(page).selectOption({ label: 'Highest rated' });
    await expect(cards(page).first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  });

  test('a shared address opens with its filter and sort', async ({ page }) => {
    await openReviews(page, '?source=tripadvisor&sort=lowest');
    await expect(sourceButton(page, 'TripAdvisor')).toHaveAttribute('aria-pressed', 'true');
    await expect(sortSelect(page)).toHaveValue('lowest');
    const tripadvisor = reviews.filter((review) => review.source === 'tripadvisor');
    await expect(cards(page)).toHaveCount(tripadvisor.length);
    await expect(cards(page).first()).toContainText(
      firstOf(tripadvisor, (a, b) => a.rating - b.rating || byNewest(a, b)),
    );
  });

  test('a filter with no reviews shows the empty state, and Show all reviews resets', async ({
    page,
    expectNoAxeViolations,
  }) => {
    // Every direct review gives five stars, so direct + four stars matches nothing.
    expect(reviews.some((review) => review.source === 'direct' && review.rating === 4)).toBe(false);
    await openReviews(page);
    await sourceButton(page, 'Direct').click();
    await page.getByRole('button', { name: breakdownButtonName(4) }).click();
    await expect(page).toHaveURL('/reviews?source=direct&rating=4');

    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No Reviews Found' })).toBeVisible();
    await expect(
      page.getByText(
        'There are no reviews matching your current filter. Try changing your filter options.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Show all reviews' }).click();
    await expect(page).toHaveURL('/reviews');
    await expect(cards(page)).toHaveCount(reviews.length);
    await expect(sourceButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openReviews(page);
    const google = sourceButton(page, 'Google');
    await google.focus();
    await page.keyboard.press('Enter');
    await expect(google).toHaveAttribute('aria-pressed', 'true');
    await expect(google).toBeFocused();
    await expect(cards(page)).toHaveCount(reviews.filter((r) => r.source === 'google').length);

    // Tab order runs through the remaining source buttons to the sort select.
    for (let step = 0; step < 3; step++) await page.keyboard.press('Tab');
    await expect(sortSelect(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(sortSelect(page)).toHaveValue('highest');
    await expect(page).toHaveURL('/reviews?source=google&sort=highest');

    const threeStars = page.getByRole('button', { name: breakdownButtonName(3) });
    await threeStars.focus();
    await page.keyboard.press('Space');
    await expect(threeStars).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'No Reviews Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Show all reviews' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(reviews.length);
  });

  test('Share Your Experience links to the review platforms in a new tab', async ({ page }) => {
    await openReviews(page);
    const share = page.getByRole('region', { name: 'Share Your Experience' });
    await expect(share).toContainText('by invitation only');
    for (const [name, host] of [
      ['TripAdvisor', 'www.tripadvisor.com'],
      ['Google', 'www.google.com'],
    ]) {
      const link = share.getByRole('link', { name: `Review us on ${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL((await link.getAttribute('href')) ?? '').host).toBe(host);
    }
  });
});
