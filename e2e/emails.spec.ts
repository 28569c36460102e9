import { stayFor, toast } from './booking-steps';
import { authorizedBookingThroughApi, expect, test } from './staff';

// The refused retry (no SMTP server) answers 409, which Chromium logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 409/] });

test('a booking request shows up in Communications as e-mails to the guest and the staff @desktop', async ({
  staffPage: page,
}, testInfo) => {
  const reference = await authorizedBookingThroughApi(page.request, {
    ...stayFor(testInfo, 13),
    lastName: 'Outbox',
  });

  await page.goto('/admin/dashboard?tab=communications');
  await expect(page.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
  // The journeys' server runs like `npm start`: without SMTP, so e-mails are kept, not sent.
  await expect(
    page.getByText('E-mail delivery is off: no SMTP server is configured'),
  ).toBeVisible();

  const emails = page.getByRole('list', { name: 'E-mails to guests and staff' });
  const toGuest = emails.getByRole('article', { name: `We have your request ${reference}` });
  await expect(toGuest).toContainText('To grace@example.com');
  await expect(toGuest).toContainText(`Booking ${reference}`);
  await expect(toGuest).toContainText('Booking request received');
  const toStaff = emails.getByRole('article', {
    name: new RegExp(`^New booking request ${reference}: Grace Outbox`),
  });
  await expect(toStaff).toContainText('To admin@example.com');

  // The worker marks them unsent within seconds; Refresh shows it.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(toGuest.getByText('Not sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(toGuest).toContainText('no SMTP server is configured');

  await toGuest.getByText('Read the whole e-mail').click();
  await expect(toGuest.locator('pre')).toContainText('not charged, until we approve your request');

  await toGuest
    .getByRole('button', {
      name: `Retry the e-mail "We have your request ${reference}" to grace@example.com`,
    })
    .click();
  await expect(toast(page, 'Retry failed')).toContainText('No SMTP server is configured');

  await page.getByLabel('Show').selectOption('sent');
  await expect(toGuest).toBeHidden();
  await page.getByLabel('Show').selectOption('unsent');
  await expect(toGuest).toBeVisible();

  // The staff e-mail's link opens the bookings narrowed to this request.
  await page.goto(`/admin/dashboard?tab=bookings&q=${reference}`);
  await expect(page.getByLabel('Search by name or reference')).toHaveValue(reference);
  const rows = page.getByRole('list', { name: 'Bookings' }).getByRole('article');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Grace Outbox');
});
