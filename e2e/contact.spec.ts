import type { Page } from '@playwright/test';
import { property } from '../src/shared/content/property';
import { bookingPath } from '../src/shared/content/site';
import { expect, test, waitForHydration } from './fixtures';

// The spec's messages (section 5), word for word.
const messages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  contactType: 'Please select a contact type.',
  subject: 'Subject must be at least 2 characters.',
  message: 'Message must be at least 10 characters',
};

const guest = {
  name: 'Ana Rolle',
  email: 'ana@example.com',
  phoneNumber: '+1 242 555 0100',
  contactType: 'booking',
  subject: 'Family reunion in March',
  message: 'Could we book the entire complex for a week in March?',
};

async function openContact(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
}

function fields(page: Page) {
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone number (optional)'),
    contactType: form.getByLabel('Contact type'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message', { exact: true }),
  };
}

async function fillForm(page: Page) {
  const form = fields(page);
  await form.name.fill(guest.name);
  await form.email.fill(guest.email);
  await form.phone.fill(guest.phoneNumber);
  await form.contactType.selectOption(guest.contactType);
  await form.subject.fill(guest.subject);
  await form.message.fill(guest.message);
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test.describe('contact page', () => {
  test('its cards lead to the form, booking and the live chat', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await openContact(page);
    const options = page.getByRole('region', { name: 'Ways to reach us' });
    for (const title of ['Email Contact', 'Booking', 'Live Chat']) {
      await expect(options.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(options.getByRole('link', { name: 'Start a live chat' })).toHaveAttribute(
      'href',
      '#live-chat',
    );
    for (const { days, hours } of property.officeHours) {
      await expect(options.getByText(days, { exact: true })).toBeVisible();
      await expect(options.getByText(hours, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations();

    await options.getByRole('link', { name: 'Send us a message' }).click();
    await expect(page).toHaveURL('/contact#contact-form');
    await expect(fields(page).name).toBeInViewport();

    await options.getByRole('link', { name: 'Check availability' }).click();
    await expect(page).toHaveURL(bookingPath);
  });

  test('Booking Inquiries and Find Us link onwards, with the notes from the content', async ({
    page,
  }) => {
    await openContact(page);
    const findUs = page.getByRole('region', { name: 'Find Us' });
    const { airport, beach } = property.distances;
    await expect(findUs).toContainText('Shared once your booking is confirmed');
    await expect(findUs).toContainText(`${airport.name}, a ${airport.minutes}-minute drive.`);
    await expect(findUs).toContainText(`A ${beach.minutes}-minute walk, about ${beach.meters} m.`);
    await findUs.getByRole('link', { name: 'See the map and directions' }).click();
    await expect(page).toHaveURL('/location');

    await openContact(page);
    await page
      .getByRole('region', { name: 'Ways to reach us' })
      .getByRole('link', { name: 'Book Your Stay' })
      .click();
    await expect(page).toHaveURL(bookingPath);
  });
});

test.describe('contact form', () => {
  test('an empty submit shows every message and focuses the first invalid field', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await openContact(page);
    const form = fields(page);
    await form.form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.name).toBeFocused();
    for (const [field, message] of [
      [form.name, messages.name],
      [form.email, messages.email],
      [form.contactType, messages.contactType],
      [form.subject, messages.subject],
      [form.message, messages.message],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(form.phone).not.toHaveAttribute('aria-invalid');
    await expect(form.email).toHaveAttribute('type', 'email');
    await expectNoAxeViolations();
  });

  test('focus goes to the first field still invalid', async ({ page }) => {
    await openContact(page);
    const form = fields(page);
    await form.name.fill(guest.name);
    await form.email.fill('not-an-email');
    await form.form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveAccessibleDescription(messages.email);
  });

  test('fixing a field clears its message as you type', async ({ page }) => {
    await openContact(page);
    const form = fields(page);
    await form.form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.form.getByText(messages.name)).toBeVisible();

    await form.name.pressSequentially('A');
    await expect(form.form.getByText(messages.name)).toBeVisible();
    await form.name.pressSequentially('na');
    await expect(form.form.getByText(messages.name)).toHaveCount(0);
    await expect(form.name).not.toHaveAttribute('aria-invalid');

    await form.contactType.selectOption('general');
    await expect(form.form.getByText(messages.contactType)).toHaveCount(0);
    // The other fields keep their messages until they are fixed too.
    await expect(form.form.getByText(messages.email)).toBeVisible();
    await expect(form.form.getByText(messages.message)).toBeVisible();
  });

  test('a valid message shows Sending..., then Message Sent and a fresh form', async ({ page }) => {
    await openContact(page);
    await fillForm(page);

    // Hold the request at the browser so the sending state can be seen, then let it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest('**/api/contact');
    const response = page.waitForResponse('**/api/contact');

    const form = fields(page);
    await form.form.getByRole('button', { name: 'Send Message' }).click();
    const sending = form.form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    expect((await request).postDataJSON()).toEqual(guest);
    release();
    expect((await response).status()).toBe(201);

    const toast = notifications(page).getByRole('listitem').filter({ hasText: 'Message Sent' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Thank you for your message! We'll get back to you soon.");
    await expect(form.form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const field of [form.name, form.email, form.phone, form.subject, form.message]) {
      await expect(field).toHaveValue('');
    }
    await expect(form.contactType).toHaveValue('');
  });

  test.describe('when the server fails', () => {
    // The browser reports the failed response itself as a console error.
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('shows the destructive Error toast and keeps what the guest wrote', async ({
      page,
      expectNoAxeViolations,
    }) => {
      await openContact(page);
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }),
      );
      await fillForm(page);
      const form = fields(page);
      await form.form.getByRole('button', { name: 'Send Message' }).click();

      const toast = notifications(page).getByRole('listitem').filter({ hasText: 'Error' });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(
        'There was a problem sending your message. Please try again.',
      );
      await expect(form.name).toHaveValue(guest.name);
      await expect(form.subject).toHaveValue(guest.subject);
      await expect(form.message).toHaveValue(guest.message);
      await expect(form.contactType).toHaveValue(guest.contactType);
      await expect(form.form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await expectNoAxeViolations();
    });
  });

  test.describe('when too many messages were sent', () => {
    test.use({ allowedConsoleErrors: [/status of 429/] });

    test("tells the guest the server's wait time", async ({ page }) => {
      await openContact(page);
      const wait = 'Too many messages sent from this connection. Please try again in 7 minutes.';
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 429, json: { message: wait } }),
      );
      await fillForm(page);
      await fields(page).form.getByRole('button', { name: 'Send Message' }).click();
      const toast = notifications(page).getByRole('listitem').filter({ hasText: 'Error' });
      await expect(toast).toContainText(wait);
    });
  });

  test.describe('in the dark colour scheme', () => {
    test.use({ colorScheme: 'dark' });

    test('its messages and fields pass axe', async ({ page, expectNoAxeViolations }) => {
      await openContact(page);
      await fields(page).form.getByRole('button', { name: 'Send Message' }).click();
      await expect(fields(page).form.getByText(messages.name)).toBeVisible();
      await expectNoAxeViolations();
    });
  });
});
