import { menuToggleDebounceMs } from '../src/web/lib/timing';
import { property } from '../src/shared/content/property';
import { bookingPath, footerLinks, footerPlaceholders, mainNav } from '../src/shared/content/site';
import { expect, test, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

const scrollInstantly = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

const scrollToBottom = (page: Page) =>
  page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );

/**
 * Scrolls to the bottom, where the header hides, then up a little so it comes back. The header
 * reads the position once per frame, so it must see the first scroll before the second.
 */
async function scrollDownThenUp(page: Page) {
  const header = page.getByRole('banner');
  await scrollToBottom(page);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await scrollInstantly(page, (await page.evaluate(() => window.scrollY)) - 150);
  await expect(header).toHaveAttribute('data-hidden', 'false');
}

test.describe('header', () => {
  // The navigation bar is the desktop layout; phones use the menu tested below.
  test(
    'navigation links lead to their pages and mark the current one',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(mainNav.map((item) => item.label));

      for (const item of mainNav) {
        const link = nav.getByRole('link', { name: item.label, exact: true });
        await link.click();
        await expect(page).toHaveURL(item.path);
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      }

      await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(bookingPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Stay');
    },
  );

  // One viewport is enough for the scroll logic, which has its own unit tests.
  test(
    'hides on scrolling down and comes back on scrolling up',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/villas');
      await waitForHydration(page);
      const header = page.getByRole('banner');
      await expect(header).toHaveAttribute('data-floating', 'false');

      await scrollInstantly(page, 80);
      await expect(header).toHaveAttribute('data-floating', 'true');
      await expect(header).toHaveAttribute('data-hidden', 'false');

      await scrollInstantly(page, 700);
      await expect(header).toHaveAttribute('data-hidden', 'true');
      await expect(header).not.toBeInViewport();

      await scrollInstantly(page, 600);
      await expect(header).toHaveAttribute('data-hidden', 'false');
      await expect(header).toBeInViewport();

      await scrollInstantly(page, 0);
      await expect(header).toHaveAttribute('data-floating', 'false');
    },
  );

  test('shows how far down the page the reader is', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    // Decorative and hidden from assistive technology, so it has no role to find it by.
    const bar = page.getByTestId('scroll-progress');
    await expect(bar).toHaveCSS('transform', 'matrix(0, 0, 0, 1, 0, 0)');
    await scrollToBottom(page);
    await expect(bar).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  });

  test('the logo on the home page scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await scrollDownThenUp(page);
    await page.getByRole('banner').getByRole('link', { name: property.name }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL('/');
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`a nav click on the current page lands on its section (reduced motion: ${reducedMotion})`, async ({
      page,
    }, testInfo) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/about');
      await waitForHydration(page);
      await scrollDownThenUp(page);

      if (testInfo.project.name === 'mobile') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('navigation', { name: 'Mobile' })
          .getByRole('link', { name: 'About' })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'About' })
          .click();
      }

      await expect(page).toHaveURL('/about');
      await expect
        .poll(() =>
          page.evaluate(() => document.getElementById('about')?.getBoundingClientRect().top),
        )
        .toBeLessThanOrEqual(100);
      await expect(page.locator('#about')).toBeInViewport();
      await expect(page.getByRole('banner')).toBeInViewport();
    });
  }
});

// The menu button shows on small screens only.
test.describe('mobile menu', { tag: '@mobile' }, () => {
  test('opens and closes with its button and with Escape, locking the page meanwhile', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const menu = page.locator('#mobile-menu');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(openButton).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(menu).toBeHidden();

    await openButton.click();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    const menuNav = menu.getByRole('navigation', { name: 'Mobile' });
    await expect(menuNav.getByRole('link')).toHaveText(mainNav.map((item) => item.label));
    await expect(menu.getByRole('link', { name: 'Book Your Stay' })).toHaveAttribute(
      'href',
      bookingPath,
    );
    await expect(menuNav.getByRole('link', { name: 'Home' })).toBeFocused();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expectNoAxeViolations();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    // The toggle ignores repeats within its debounce window.
    await page.waitForTimeout(menuToggleDebounceMs);
    await openButton.click();
    await expect(menu).toBeVisible();
    await page.waitForTimeout(menuToggleDebounceMs);
    await closeButton.click();
    await expect(menu).toBeHidden();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('ignores a double tap on its button', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).dblclick();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });

  test('navigates and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Our Villas' })
      .click();
    await expect(page).toHaveURL('/villas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Villas');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('its Book Your Stay link goes to the booking page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Book Your Stay' }).click();
    await expect(page).toHaveURL(bookingPath);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('floating Book now button', () => {
  test('shows on small screens only and leads to booking', async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('link', { name: 'Book now', exact: true });
    if (testInfo.project.name === 'desktop') {
      await expect(button).toBeHidden();
      return;
    }
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.x).toBeLessThan(40);
    await button.click();
    await expect(page).toHaveURL(bookingPath);
    await expect(button).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('has every link, the contact details, payment marks and the current year', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');

    for (const link of footerLinks) {
      await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.path,
      );
    }
    for (const label of footerPlaceholders) {
      await expect(footer.getByText(label, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: label })).toHaveCount(0);
    }
    await expect(footer).toContainText(property.brandLine);
    await expect(footer).toContainText(property.locationLine);
    await expect(footer.getByRole('link', { name: property.contact.phone })).toHaveAttribute(
      'href',
      property.contact.phoneHref,
    );
    await expect(footer.getByRole('link', { name: property.contact.email })).toHaveAttribute(
      'href',
      `mailto:${property.contact.email}`,
    );
    for (const name of ['Visa', 'Mastercard', 'PayPal']) {
      await expect(footer.getByRole('img', { name })).toBeVisible();
    }
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Bahama Garden Villas. All rights reserved.`,
    );
  });
});

test.describe('pages outside the prerendered set', () => {
  // The browser reports the 404 status of the document itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path shows the not-found screen with status 404', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations();

    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.name);
  });

  test('an unknown villa shows Property Not Found', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/property/xyz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Not Found');
    await expect(
      page.getByText("The property you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL('/');
  });

  test.describe('the staff sign-in page', () => {
    // Its signed-out session check answers 401, which Chromium logs as a failed resource load.
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('the staff sign-in page renders in the browser', async ({
      page,
      expectNoAxeViolations,
    }) => {
      const response = await page.goto('/admin/login');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff Sign In');
      await expect(page.getByText('For administrator use only')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectNoAxeViolations();
    });
  });
});

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/villas');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });
});
