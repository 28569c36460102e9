import { property } from '../src/shared/content/property';
import { bookingPath } from '../src/shared/content/site';
import { villas } from '../src/shared/content/villas';
import { formatUsd } from '../src/shared/domain/money';
import { expect, test, waitForHydration } from './fixtures';
import { expectPhotosLoaded, recordForeignRequests } from './photos';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('villas page', () => {
  test('shows the complex offer, a card per villa and the links on', async ({
    page,
    baseURL,
    expectNoAxeViolations,
  }) => {
    const foreign = recordForeignRequests(page, baseURL);
    await page.goto('/villas');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Villas');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Our Villas')).toHaveAttribute('aria-current', 'page');

    const offer = page.getByRole('region', { name: 'The entire complex' });
    await expect(offer.getByText('Best Value')).toBeVisible();
    await expect(offer).toContainText(`${formatUsd(property.pricing.entireComplex)} per night`);
    await expect(offer).toContainText(`Up to ${property.capacity.guests} guests`);
    await expect(offer.getByRole('link', { name: 'Book the Entire Complex' })).toHaveAttribute(
      'href',
      `${bookingPath}?villa=all`,
    );

    for (const villa of villas) {
      const card = page.getByRole('article', { name: villa.name });
      await expect(card.getByAltText(villa.image.alt)).toBeVisible();
      await expect(card).toContainText(villa.capacityText);
      await expect(card).toContainText(villa.description);
      const features = card.getByRole('listitem');
      await expect(features).toHaveText(villa.features.slice(0, 4));
      await expect(card).toContainText(`${formatUsd(villa.nightlyRate)} per night`);
      await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        `/property/${villa.slug}`,
      );
    }

    const compare = page.getByRole('region', { name: 'Compare the villas' });
    await expect(compare.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      bookingPath,
    );
    await expect(compare.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await expectPhotosLoaded(page);
    expect(foreign).toEqual([]);
    await expectNoAxeViolations();
  });

  test('the comparison table lists capacity, bed type, special feature and price', async ({
    page,
  }) => {
    await page.goto('/villas');
    const table = page.getByRole('table', { name: /Villa comparison/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Villa',
      'Capacity',
      'Bed type',
      'Special feature',
      'Price',
    ]);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(villas.length + 1);
    for (const [index, villa] of villas.entries()) {
      await expect(rows.nth(index + 1).getByRole('cell')).toHaveText([
        villa.capacityText,
        villa.bedType,
        villa.specialFeature,
        `${formatUsd(villa.nightlyRate)} / night`,
      ]);
      await expect(rows.nth(index + 1).getByRole('rowheader')).toHaveText(villa.name);
    }
    await expect(table).toContainText('Direct pool access');
    await expect(table).toContainText('Baby grand piano');
  });

  test('on a phone the table scrolls sideways inside its own labelled region', async ({
    page,
  }, testInfo) => {
    await page.goto('/villas');
    await waitForHydration(page);
    const region = page.getByRole('region', { name: /Villa comparison/ });
    const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    // The page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    if (testInfo.project.name === 'desktop') {
      expect(overflows).toBe(false);
      return;
    }
    expect(overflows).toBe(true);
    await region.focus();
    await expect(region).toBeFocused();
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }).toPass();
  });

  test('View Details opens the villa page', async ({ page }) => {
    await page.goto('/villas');
    await waitForHydration(page);
    await page
      .getByRole('article', { name: 'Lime' })
      .getByRole('link', { name: 'View Details' })
      .click();
    await expect(page).toHaveURL('/property/lime');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lime');
  });
});

test.describe('villa pages', () => {
  for (const villa of villas) {
    test(`/property/${villa.slug} has its content, price card links and breadcrumb data`, async ({
      page,
      baseURL,
      expectNoAxeViolations,
    }) => {
      const foreign = recordForeignRequests(page, baseURL);
      const response = await page.goto(`/property/${villa.slug}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);

      await expect(page).toHaveTitle(`${villa.name} Villa | ${property.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`^${escapeRegExp(villa.tagline)}`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(villa.name);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Our Villas']);
      await expect(breadcrumb.getByText(villa.name)).toHaveAttribute('aria-current', 'page');

      const structuredData = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
      expect(structuredData).toContainEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${property.siteUrl}/` },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Our Villas',
            item: `${property.siteUrl}/villas`,
          },
          {
            '@type': 'ListItem',
            position: 3,
            name: villa.name,
            item: `${property.siteUrl}/property/${villa.slug}`,
          },
        ],
      });

      await expect(page.getByAltText(villa.image.alt)).toBeVisible();
      for (const paragraph of villa.overview) await expect(page.getByText(paragraph)).toBeVisible();
      for (const group of ['Sleeping', 'Bathroom', 'Kitchen & Dining', 'Technology']) {
        await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
      }
      for (const feature of villa.featureGroups.kitchenDining) {
        await expect(page.getByText(feature, { exact: true }).first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Location highlights' })).toBeVisible();
      for (const highlight of villa.locationHighlights) {
        await expect(page.getByText(highlight, { exact: true })).toBeVisible();
      }
      await expect(page.getByText(villa.guestExperience)).toBeVisible();

      const priceCard = page.getByRole('complementary', { name: `Rates for ${villa.name}` });
      await expect(priceCard).toContainText(`${formatUsd(villa.nightlyRate)} per night`);
      await expect(priceCard.getByRole('link', { name: 'Check Availability' })).toHaveAttribute(
        'href',
        `${bookingPath}?villa=${villa.slug}`,
      );
      await expect(priceCard.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(priceCard.getByRole('link', { name: 'Book All Villas' })).toHaveAttribute(
        'href',
        `${bookingPath}?villa=all`,
      );

      await expectPhotosLoaded(page);
      expect(foreign).toEqual([]);
      await expectNoAxeViolations();
    });
  }

  test('Check Availability on Lime goes to booking with Lime chosen', async ({ page }) => {
    await page.goto('/property/lime');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Check Availability' }).click();
    await expect(page).toHaveURL('/booking?villa=lime');
  });
});

test.describe('unknown villa', () => {
  // The browser reports the 404 status of the document itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  const notFoundText = "The property you're looking for doesn't exist or has been removed.";

  test('a direct load shows Property Not Found with status 404 and a link home', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const response = await page.goto('/property/nowhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Not Found');
    await expect(page.getByText(notFoundText)).toBeVisible();
    await expect(page).toHaveTitle(`Property Not Found | ${property.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations();
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.name);
  });

  test('in-app navigation back to it shows Property Not Found again', async ({ page }) => {
    await page.goto('/property/nowhere');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'See Our Villas' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Villas');
    // The app navigates without reloading: this marker survives only in the same document.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));

    await page.goBack();
    await expect(page).toHaveURL('/property/nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Not Found');
    await expect(page.getByText(notFoundText)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL('/');
  });
});
