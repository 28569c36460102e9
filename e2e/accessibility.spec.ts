import { publicPaths } from '../src/shared/content/site';
import { expect, test, waitForHydration } from './fixtures';
import { serveBlankMapTiles } from './map-tiles';
import type { Page } from '@playwright/test';

const notFoundPath = '/no-such-page';
const routes = [...publicPaths, notFoundPath];

/** Scrolls to the bottom a screen at a time, so content loaded on sight (the map) is checked too. */
async function scrollThrough(page: Page) {
  const { innerHeight } = await page.evaluate(() => ({ innerHeight: window.innerHeight }));
  for (let top = 0; ; top += innerHeight) {
    const height = await page.evaluate((y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    }, top);
    if (top >= height) break;
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
}

test.describe('accessibility of every public page', () => {
  // Two full axe runs per page (light and dark) on a shared machine.
  test.describe.configure({ timeout: 90_000 });
  // The not-found document answers 404, which the browser reports as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of routes) {
    test(`${path}: skip link first, one h1, no axe violations in light and dark`, async ({
      page,
      expectNoAxeViolations,
    }) => {
      await serveBlankMapTiles(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === notFoundPath ? 404 : 200);
      await waitForHydration(page);
      // The not-found page renders in the browser: wait for it before pressing keys.
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();

      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();

      await scrollThrough(page);
      await expectNoAxeViolations();
      await page.emulateMedia({ colorScheme: 'dark' });
      // Colours ease into the new scheme; measure contrast once they have settled.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished),
        ),
      );
      await expectNoAxeViolations();
    });
  }
});
