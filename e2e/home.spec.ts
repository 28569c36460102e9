import { amenities } from '../src/shared/content/amenities';
import { heroImage } from '../src/shared/content/gallery';
import { property } from '../src/shared/content/property';
import { bookingPath } from '../src/shared/content/site';
import { villas } from '../src/shared/content/villas';
import { expect, test, waitForHydration } from './fixtures';
import { expectPhotosLoaded, recordForeignRequests } from './photos';

test.describe('home page', () => {
  test('opens on the hero photo with its Book Your Stay link', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.name);
    const hero = page.getByRole('region', { name: property.name });
    const heroPhoto = hero.getByAltText(heroImage.alt);
    await expect(heroPhoto).toBeVisible();
    await expect(heroPhoto).toHaveAttribute('fetchpriority', 'high');
    await expect(heroPhoto).not.toHaveAttribute('loading', 'lazy');

    await hero.getByRole('link', { name: 'Book Your Stay' }).click();
    await expect(page).toHaveURL(bookingPath);
  });

  test('has the overview, villas, gallery, amenities and a closing call to action', async ({
    page,
    baseURL,
    expectNoAxeViolations,
  }) => {
    const foreign = recordForeignRequests(page, baseURL);
    await page.goto('/');
    await waitForHydration(page);

    const overview = page.getByRole('region', {
      name: 'A private garden hideaway on Grand Bahama',
    });
    await expect(overview).toContainText(property.overview.description);

    const villaSection = page.getByRole('region', { name: 'Four villas, one tropical garden' });
    for (const villa of villas) {
      await expect(villaSection.getByAltText(villa.image.alt)).toBeVisible();
      await expect(
        villaSection.getByRole('link', { name: `Discover ${villa.name}` }),
      ).toHaveAttribute('href', `/property/${villa.slug}`);
    }

    const gallery = page.getByRole('region', { name: 'A glimpse of island life' });
    await expect(gallery.getByRole('button')).toHaveCount(8);
    await expect(gallery.getByRole('link', { name: 'View the Full Gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );

    const amenitySection = page.getByRole('region', { name: 'Everything for an easy stay' });
    await expect(amenitySection.getByRole('heading', { level: 3 })).toHaveText(
      amenities.map((amenity) => amenity.name),
    );

    const closing = page.getByRole('region', { name: 'Your island escape is waiting' });
    await expect(closing.getByRole('link', { name: 'Book Your Stay' })).toHaveAttribute(
      'href',
      bookingPath,
    );

    await expectPhotosLoaded(page);
    expect(foreign).toEqual([]);
    await expectNoAxeViolations();
  });

  test('its gallery opens the full-screen viewer over the photos shown', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const gallery = page.getByRole('region', { name: 'A glimpse of island life' });
    const firstThumbnail = gallery.getByRole('button').first();
    const title = (await firstThumbnail.getAttribute('aria-label')) ?? '';
    await firstThumbnail.click();

    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('heading')).toHaveText(title);
    await expect(viewer.getByText('1 of 8', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('8 of 8', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(firstThumbnail).not.toBeFocused();
    await expect(gallery.getByRole('button').last()).toBeFocused();
  });
});

test.describe('home contact form', () => {
  test('asks for the three fields, then sends name, e-mail and message only', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const section = page.locator('#contact');
    const form = section.getByRole('form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByLabel(/name/i).first()).toBeFocused();
    await expectNoAxeViolations();

    // Answered in the browser: the real endpoint's per-address limit is shared by every journey.
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, json: { id: 1, message: 'Thank you' } }),
    );
    const request = page.waitForRequest('**/api/contact');
    await form.getByLabel(/name/i).first().fill('Ana Rolle');
    await form.getByLabel(/email/i).fill('ana@example.com');
    await form.getByLabel(/message/i).fill('Is the pool heated in January?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Ana Rolle',
      email: 'ana@example.com',
      message: 'Is the pool heated in January?',
    });
    await expect(
      page.getByRole('region', { name: /notifications/i }).getByText('Message Sent'),
    ).toBeVisible();
    await expect(form.getByLabel(/message/i)).toHaveValue('');
  });
});
