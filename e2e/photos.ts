import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Records every request the page makes to another origin, from now on. */
export function recordForeignRequests(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  return foreign;
}

/**
 * Brings every visible image into view (lazy ones load only then) and checks that it decoded
 * and came from this site.
 */
export async function expectPhotosLoaded(page: Page): Promise<number> {
  const origin = new URL(page.url()).origin;
  const images = page.locator('img');
  let checked = 0;
  for (const image of await images.all()) {
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(source).origin, source).toBe(origin);
    checked += 1;
  }
  return checked;
}
