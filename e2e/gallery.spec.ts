import type { Locator, Page } from '@playwright/test';
import { galleryItems } from '../src/shared/content/gallery';
import { bookingPath } from '../src/shared/content/site';
import { expect, test, waitForHydration } from './fixtures';
import { expectPhotosLoaded, recordForeignRequests } from './photos';

const count = galleryItems.length;
const first = galleryItems[0]!;
const second = galleryItems[1]!;
const third = galleryItems[2]!;
const last = galleryItems[count - 1]!;

async function openGallery(page: Page) {
  await page.goto('/gallery');
  await waitForHydration(page);
}

const thumbnail = (page: Page, title: string) =>
  page.getByRole('button', { name: title, exact: true });

/** The viewer shows this item: its title, its place in the set and its picture. */
async function expectShowing(viewer: Locator, item: (typeof galleryItems)[number]) {
  const position = galleryItems.indexOf(item) + 1;
  await expect(viewer.getByRole('heading', { name: item.title })).toBeVisible();
  await expect(viewer.getByText(`${position} of ${count}`, { exact: true })).toBeVisible();
  await expect(viewer.getByRole('img', { name: item.alt })).toBeVisible();
}

test.describe('gallery page', () => {
  test('shows all 38 photos from this site, and a Book Your Stay link', async ({
    page,
    baseURL,
  }) => {
    // Every photo is scrolled into view and waited for.
    test.slow();
    const foreign = recordForeignRequests(page, baseURL);
    await openGallery(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    expect(count).toBe(38);
    for (const item of galleryItems) {
      await expect(thumbnail(page, item.title)).toBeVisible();
      await expect(page.getByAltText(item.alt, { exact: true })).toHaveCount(1);
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Book Your Stay' }),
    ).toHaveAttribute('href', bookingPath);
    expect(await expectPhotosLoaded(page)).toBeGreaterThanOrEqual(count);
    expect(foreign).toEqual([]);
  });

  test('has no accessibility violations', async ({ page, expectNoAxeViolations }) => {
    await openGallery(page);
    await expectNoAxeViolations();
  });

  test('titles show on hover and on keyboard focus', { tag: '@desktop' }, async ({ page }) => {
    await openGallery(page);
    const caption = (title: string) => thumbnail(page, title).getByText(title, { exact: true });
    await expect(caption(second.title)).toHaveCSS('opacity', '0');

    await thumbnail(page, second.title).hover();
    await expect(caption(second.title)).toHaveCSS('opacity', '1');

    await page.mouse.move(0, 0);
    await thumbnail(page, first.title).focus();
    await page.keyboard.press('Tab');
    await expect(thumbnail(page, second.title)).toBeFocused();
    await expect(caption(second.title)).toHaveCSS('opacity', '1');
    await expect(caption(third.title)).toHaveCSS('opacity', '0');
  });

  test('titles are always shown on touch screens', { tag: '@mobile' }, async ({ page }) => {
    await openGallery(page);
    await expect(thumbnail(page, first.title).getByText(first.title)).toHaveCSS('opacity', '1');
  });
});

test.describe('gallery viewer', () => {
  test('opens on a click, moves cyclically with its buttons, and a click beside the image closes it', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await openGallery(page);
    await thumbnail(page, first.title).click();
    const viewer = page.getByRole('dialog', { name: first.title });
    await expect(viewer).toBeVisible();
    await expectShowing(viewer, first);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect
      .poll(() =>
        viewer
          .getByRole('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolations();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expectShowing(dialog, second);
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expectShowing(dialog, last);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expectShowing(dialog, first);

    // A click on the image itself keeps the viewer open.
    await dialog.getByRole('img').click();
    await expect(dialog).toBeVisible();

    const viewport = page.viewportSize()!;
    await page.mouse.click(8, viewport.height - 8);
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(thumbnail(page, first.title)).toBeFocused();
  });

  test('its Close button closes it', async ({ page }) => {
    await openGallery(page);
    await thumbnail(page, third.title).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(thumbnail(page, third.title)).toBeFocused();
  });

  test('keeps the page from scrolling while open', { tag: '@desktop' }, async ({ page }) => {
    await openGallery(page);
    await thumbnail(page, first.title).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('works from the keyboard: Enter opens, arrows cycle, focus stays inside, Escape returns focus', async ({
    page,
  }) => {
    await openGallery(page);
    await thumbnail(page, first.title).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expectShowing(dialog, first);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.keyboard.press('ArrowLeft');
    await expectShowing(dialog, last);
    await page.keyboard.press('ArrowRight');
    await expectShowing(dialog, first);
    await page.keyboard.press('ArrowRight');
    await expectShowing(dialog, second);
    await page.keyboard.press('ArrowLeft');
    await expectShowing(dialog, first);

    // Focus is trapped: tabbing cycles through the viewer's three controls.
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbnail(page, first.title)).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('Space opens it too, and closing focuses the thumbnail of the photo last shown', async ({
    page,
  }) => {
    await openGallery(page);
    await thumbnail(page, first.title).focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog');
    await expectShowing(dialog, first);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectShowing(dialog, third);
    await page.keyboard.press('Escape');
    await expect(thumbnail(page, third.title)).toBeFocused();
  });

  test('fades nothing in when reduced motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGallery(page);
    await thumbnail(page, first.title).click();
    const image = page.getByRole('dialog').getByRole('img');
    await expect(image).toHaveCSS('opacity', '1');
    await expect(image).toHaveCSS('transition-duration', '0s');
  });
});
