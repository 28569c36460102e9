import {
  attractionCategories,
  attractionsIn,
  localAttractions,
} from '../src/shared/content/attractions';
import { property } from '../src/shared/content/property';
import { bookingPath } from '../src/shared/content/site';
import { expect, test, waitForHydration } from './fixtures';
import { mapTileRequests, serveBlankMapTiles } from './map-tiles';
import type { Page } from '@playwright/test';

const mapName = `Map of the neighbourhood of ${property.name}`;
const tileHost = /^https:\/\/[abc]\.tile\.openstreetmap\.org\//;
const mapScript = /\/assets\/neighbourhood-map-[\w-]+\.js$/;

async function openLocation(page: Page) {
  await page.goto('/location');
  await waitForHydration(page);
}

/** The map loads once it comes into sight. */
async function scrollToMap(page: Page) {
  await page.getByText('Loading the map…').scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: mapName });
  await expect(map).toBeVisible();
  return map;
}

test.describe('the location page', () => {
  test('shows a labelled map with the villas and every place, reachable by keyboard', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await serveBlankMapTiles(page);
    await openLocation(page);
    const map = await scrollToMap(page);

    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(
      map.getByRole('button', { name: `${property.name} (approximate position)` }),
    ).toBeVisible();
    for (const place of localAttractions) {
      await expect(
        map.getByRole('button', { name: `${place.name}, ${place.distance}` }),
      ).toHaveCount(1);
    }

    // The first pin after the map itself is the villas'; then the nearby places follow.
    await map.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const first = localAttractions[0]!;
    await expect(
      map.getByRole('button', { name: `${first.name}, ${first.distance}` }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    const popup = map.locator('.leaflet-popup');
    await expect(popup).toContainText(first.name);
    await expect(popup).toContainText(first.distance);

    await expect(page.getByText('The map background could not load')).toHaveCount(0);
    await expectNoAxeViolations();
  });

  test('lists every place with its distance beside the map', async ({ page }) => {
    await serveBlankMapTiles(page);
    await openLocation(page);
    const list = page.getByRole('list', { name: 'Places on the map' });
    await expect(list.getByRole('listitem')).toHaveCount(localAttractions.length + 2);
    for (const place of localAttractions) {
      const item = list.getByRole('listitem').filter({ hasText: place.name });
      await expect(item).toContainText(place.distance);
    }
    await expect(list).toContainText(property.distances.beach.text);
  });

  test('says the address is withheld, and gives directions and key information', async ({
    page,
  }) => {
    await serveBlankMapTiles(page);
    await openLocation(page);
    await expect(
      page.getByText(/the exact address is shared once your booking is confirmed/),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `From ${property.distances.airport.name}` }),
    ).toBeVisible();
    const keyInformation = page.getByRole('complementary', { name: 'Key information' });
    await expect(keyInformation).toContainText(`From ${property.pricing.checkIn}`);
    await expect(keyInformation).toContainText(`By ${property.pricing.checkOut}`);
    for (const title of ['On foot', 'Taxis and transfers', 'By car']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('shows nearby attractions by category, by mouse and by keyboard', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await serveBlankMapTiles(page);
    await openLocation(page);
    const tabList = page.getByRole('tablist', { name: 'Nearby attractions' });
    await expect(tabList.getByRole('tab')).toHaveText(attractionCategories.map((tab) => tab.name));

    for (const category of attractionCategories) {
      await tabList.getByRole('tab', { name: category.name }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveCount(1);
      for (const place of attractionsIn(category.id)) {
        await expect(panel.getByRole('heading', { name: place.name })).toBeVisible();
        await expect(panel).toContainText(place.distance);
      }
    }
    await expectNoAxeViolations();

    const first = tabList.getByRole('tab', { name: attractionCategories[0]!.name });
    await first.click();
    await page.keyboard.press('ArrowRight');
    const second = tabList.getByRole('tab', { name: attractionCategories[1]!.name });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(first).toHaveAttribute('aria-selected', 'true');
  });

  test('leads to the booking page', async ({ page }) => {
    await serveBlankMapTiles(page);
    await openLocation(page);
    await page.getByRole('main').getByRole('link', { name: 'Book Your Stay' }).click();
    await expect(page).toHaveURL(bookingPath);
  });
});

test.describe('the location page offline', () => {
  // Each tile the browser cannot fetch is reported as a failed resource; the tests below check
  // that the tiles, and nothing else, failed.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

  test('stays usable when map tiles cannot load', async ({ page, expectNoAxeViolations }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.route(mapTileRequests, (route) => route.abort());
    await openLocation(page);
    const map = await scrollToMap(page);

    await expect(
      page.getByRole('status').filter({ hasText: 'The map background could not load' }),
    ).toBeVisible();
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    await expect(map.getByRole('button', { name: /Marketplace ATM/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Places on the map' })).toContainText(
      'Marketplace ATM',
    );

    await page.getByRole('tab', { name: 'Services' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Rand Memorial Hospital');
    await expectNoAxeViolations();

    expect(failed.length).toBeGreaterThan(0);
    expect(failed.filter((url) => !tileHost.test(url))).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: 'Book Your Stay' }).click();
    await expect(page).toHaveURL(bookingPath);
  });

  test('keeps the list and a notice when the map itself cannot load', async ({ page }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.route(mapScript, (route) => route.abort());
    await openLocation(page);
    await page.getByText('Loading the map…').scrollIntoViewIfNeeded();

    await expect(page.getByText('The interactive map could not load.')).toBeVisible();
    await expect(page.getByRole('region', { name: mapName })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Places on the map' })).toContainText(
      'Driftwood Beach Bar',
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.filter((url) => !mapScript.test(url))).toEqual([]);
  });
});
