import { about, property } from '../src/shared/content/property';
import { bookingPath } from '../src/shared/content/site';
import { villas } from '../src/shared/content/villas';
import { expect, test, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

const tabNames = ['Our Story', 'Vision & Values', 'Our Spaces'];

async function openAbout(page: Page) {
  await page.goto('/about');
  await waitForHydration(page);
  return page.getByRole('tablist', { name: 'About us' });
}

test.describe('the about page', () => {
  test('opens on Our Story and shows Vision & Values on a click', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const tabList = await openAbout(page);
    await expect(tabList.getByRole('tab')).toHaveText(tabNames);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(tabList.getByRole('tab', { name: 'Our Story' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel).toContainText(about.story[0]!);
    await expect(panel.getByRole('heading', { name: 'Your hosts' })).toBeVisible();

    await tabList.getByRole('tab', { name: 'Vision & Values' }).click();
    await expect(panel).toContainText(about.vision);
    for (const value of about.values) {
      await expect(panel.getByRole('heading', { name: value.title })).toBeVisible();
    }
    await expect(page.getByText(about.story[0]!)).toBeHidden();
    await expectNoAxeViolations();
  });

  test('shows Our Spaces on a click', async ({ page, expectNoAxeViolations }) => {
    const tabList = await openAbout(page);
    await tabList.getByRole('tab', { name: 'Our Spaces' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText(about.spacesIntro);
    for (const villa of villas) {
      await expect(panel.getByRole('heading', { name: villa.name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('heading', { name: 'Shared by every guest' })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('moves between tabs with the arrow keys', async ({ page }) => {
    const tabList = await openAbout(page);
    const [story, values, spaces] = tabNames.map((name) => tabList.getByRole('tab', { name }));

    // The skip link, then the header's links, come before the tabs; focus the first tab directly.
    await story!.focus();
    await page.keyboard.press('ArrowRight');
    await expect(values!).toBeFocused();
    await expect(values!).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(about.vision);

    await page.keyboard.press('ArrowRight');
    await expect(spaces!).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(story!).toBeFocused();
    await expect(story!).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(spaces!).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel's content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('links to each villa, the gallery and booking', async ({ page }) => {
    const tabList = await openAbout(page);
    await tabList.getByRole('tab', { name: 'Our Spaces' }).click();
    const panel = page.getByRole('tabpanel');
    for (const villa of villas) {
      await expect(panel.getByRole('link', { name: `Discover ${villa.name}` })).toHaveAttribute(
        'href',
        `/property/${villa.slug}`,
      );
    }
    await expect(
      panel.getByRole('link', { name: 'See every space in the gallery' }),
    ).toHaveAttribute('href', '/gallery');

    await panel.getByRole('link', { name: `Discover ${villas[3]!.name}` }).click();
    await expect(page).toHaveURL(`/property/${villas[3]!.slug}`);

    await page.goBack();
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'View the Gallery' }).click();
    await expect(page).toHaveURL('/gallery');

    await page.goBack();
    await main.getByRole('link', { name: 'Book Your Stay' }).click();
    await expect(page).toHaveURL(bookingPath);
  });

  test('shows the awards and ratings, with a way to the reviews', async ({ page }) => {
    await openAbout(page);
    const awards = page.getByRole('region', { name: 'Awards and guest ratings' });
    for (const award of about.awards) {
      await expect(awards.getByText(award.title)).toBeVisible();
    }
    await expect(awards).toContainText(`${property.ratings.reviewCount} guest reviews`);
    await awards.getByRole('link', { name: 'Read our guest reviews' }).click();
    await expect(page).toHaveURL('/reviews');
  });
});
