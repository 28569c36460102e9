import type { Page } from '@playwright/test';
import { requestBooking, fillCard, stayFor, toast } from './booking-steps';
import { waitForHydration } from './fixtures';
import { authorizedBookingThroughApi, demoStaff, expect, test } from './staff';

// A signed-out session check answers 401, which Chromium logs as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 401/] });

async function openDashboard(page: Page, tab?: string) {
  await page.goto(tab ? `/admin/dashboard?tab=${tab}` : '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The bookings tab narrowed to one booking; answers its row. */
async function findBooking(page: Page, reference: string) {
  await openDashboard(page, 'bookings');
  await page.getByLabel('Search by name or reference').fill(reference);
  const rows = page.getByRole('list', { name: 'Bookings' }).getByRole('article');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(reference);
  return rows;
}

async function chooseAction(page: Page, reference: string, action: string) {
  await page.getByRole('button', { name: `Actions for booking ${reference}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('signing in and out', () => {
  test('a visitor is sent to sign-in; staff sign in, see who they are, and sign out @desktop', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
    await expect(page.getByText('For administrator use only')).toBeVisible();

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();

    await page.getByLabel('Username').fill(demoStaff.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login failed')).toContainText('Invalid username or password.');
    await expect(page).toHaveURL('/admin/login');

    await page.getByLabel('Password').fill(demoStaff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Login successful')).toContainText('Welcome back, admin!');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('banner')).toContainText('Signed in as admin');
    await expect(page.getByRole('banner')).toContainText('Admin');
    await expect(page.getByRole('tab', { name: /^Bookings \d+$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Leads \d+$/ })).toBeVisible();

    await page.goto('/admin/login');
    await expect(page).toHaveURL('/admin/dashboard');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(toast(page, 'Logged out')).toBeVisible();
    await expect(page).toHaveURL('/admin/login');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
  });

  test('the test page shows the session; signed out, its form holds the demo account @desktop', async ({
    page,
  }) => {
    await page.goto('/admin/test');
    await expect(page.getByText('Signed out')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(demoStaff.username);
    await expect(page.getByLabel('Password')).toHaveValue(demoStaff.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText('"role": "admin"');
    await expect(page.getByRole('region', { name: 'Bookings' })).toContainText(
      /\d+ bookings returned by the API/,
    );
  });
});

test.describe('deciding on booking requests @desktop', () => {
  test('a request made on /booking is approved: the card is captured and it shows Paid', async ({
    staffPage: page,
  }, testInfo) => {
    test.slow();
    await page.goto('/booking');
    await waitForHydration(page);
    const { bookingReference } = await requestBooking(page, stayFor(testInfo, 9));
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Authorize Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Request Received!' })).toBeVisible();

    const row = await findBooking(page, bookingReference);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Authorized');

    await chooseAction(page, bookingReference, 'Approve');
    await expect(toast(page, 'Booking Approved')).toBeVisible();
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText('Paid');

    await page.getByRole('button', { name: `Actions for booking ${bookingReference}` }).click();
    for (const settled of ['Approve', 'Reject', 'Confirm']) {
      await expect(page.getByRole('menuitem', { name: settled })).toBeDisabled();
    }
    await expect(page.getByRole('menuitem', { name: 'Cancel' })).toBeEnabled();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Details of booking ${bookingReference}` }).click();
    const details = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await expect(details).toContainText(/Payment status\s*succeeded/);
    await expect(details).toContainText(/Captured\s*Yes/);
  });

  test('a request is rejected: the authorization is released; a note is added and resolved', async ({
    staffPage: page,
  }, testInfo) => {
    const stay = stayFor(testInfo, 10);
    const reference = await authorizedBookingThroughApi(page.request, {
      ...stay,
      lastName: 'Hopper',
    });
    const row = await findBooking(page, reference);
    await expect(row).toContainText('Authorized');

    await chooseAction(page, reference, 'Reject');
    const confirm = page.getByRole('dialog', { name: 'Reject this booking request?' });
    await expect(confirm).toContainText(reference);
    await confirm.getByRole('button', { name: 'Reject booking' }).click();
    await expect(toast(page, 'Booking Rejected')).toBeVisible();
    await expect(row).toContainText('Rejected');

    await page.getByRole('button', { name: `Details of booking ${reference}` }).click();
    const details = page.getByRole('dialog', { name: 'Grace Hopper' });
    await expect(details).toContainText(/Payment status\s*canceled/);
    await expect(details).toContainText(/Captured\s*No/);
    await expect(details.getByText('No notes yet.')).toBeVisible();

    await details.getByRole('button', { name: 'Add Note' }).click();
    const addNote = page.getByRole('dialog', { name: 'Add Note' });
    const save = addNote.getByRole('button', { name: 'Save Note' });
    await expect(save).toBeDisabled();
    await addNote.getByLabel('Note').fill('Guest asked to try other dates; call back Monday.');
    await addNote.getByLabel('Category').selectOption('guest');
    await addNote.getByLabel('Priority').selectOption('urgent');
    await save.click();
    // The details dialog is still open, so the toast region is hidden from the accessibility
    // tree; the toast's own live announcement is what assistive tech hears.
    await expect(page.getByRole('status').filter({ hasText: 'Note Added' })).toBeAttached();
    await expect(addNote).toBeHidden();

    const note = details.getByRole('listitem').filter({ hasText: 'call back Monday' });
    await expect(note).toContainText('Urgent');
    await expect(note).toContainText('guest');
    await expect(note).toContainText('admin');
    await note.getByRole('button', { name: 'Mark resolved' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Note resolved' })).toBeAttached();
    await expect(note).toContainText('Resolved');
    await expect(note).toContainText('resolved by admin');
    await expect(note.getByRole('button', { name: 'Reopen' })).toBeVisible();
  });
});

test('a contact message and a concierge rating reach Communications; the lead is contacted @desktop', async ({
  staffPage: page,
}, testInfo) => {
  const email = `lead-${testInfo.retry}-${Date.now()}@example.com`;
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Lena Lead', email, message: 'Do you have a crib for our baby?' },
  });
  expect(sent.status()).toBe(201);
  const question = `Is there a crib? (${email})`;
  const rated = await page.request.post('/api/chatbot/feedback', {
    data: { messageText: 'I do not know the answer to that.', helpful: false, question },
  });
  expect(rated.status()).toBe(201);

  await openDashboard(page, 'leads');
  const lead = page
    .getByRole('list', { name: 'Leads' })
    .getByRole('article')
    .filter({ hasText: email });
  await expect(lead).toContainText('new');
  const contact = lead.getByRole('link', { name: 'Contact Lena Lead' });
  await expect(contact).toHaveAttribute('href', `mailto:${email}`);
  // The mail program is the browser's business; the dashboard records the contact.
  await contact.dispatchEvent('click');
  await expect(lead).toContainText('contacted');
  await expect(lead).toContainText('last contacted');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Read messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
  const message = page
    .getByRole('list', { name: 'Messages from guests' })
    .getByRole('article')
    .filter({ hasText: email });
  await expect(message).toContainText('Do you have a crib for our baby?');
  await expect(message).toContainText('Unread');
  await message.getByRole('button', { name: 'Mark the message from Lena Lead as read' }).click();
  await expect(message).not.toContainText('Unread');
  await expect(
    message.getByRole('button', { name: 'Mark the message from Lena Lead as unread' }),
  ).toBeVisible();

  const rating = page
    .getByRole('list', { name: 'Concierge answers rated by guests' })
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(rating).toContainText('Not helpful');
  await expect(rating).toContainText('I do not know the answer to that.');
});

test('a new registration waits for an administrator, who activates it @desktop', async ({
  staffPage: page,
  browser,
}, testInfo) => {
  const username = `maria${testInfo.retry}${Date.now() % 1_000_000}`;
  const visitor = await browser.newPage();
  await visitor.goto('/admin/register');
  await visitor.getByLabel('Username').fill(username);
  await visitor.getByLabel('Email').fill(`${username}@example.com`);
  await visitor.getByLabel('Password').fill('a-long-password');
  await visitor.getByLabel('Role').selectOption('manager');
  await visitor.getByRole('button', { name: 'Register' }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Registration received' }),
  ).toContainText('Your account is pending approval by an administrator.');
  await expect(visitor.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await visitor.close();

  await openDashboard(page, 'settings');
  const account = page
    .getByRole('list', { name: 'Staff accounts' })
    .getByRole('article', { name: username });
  await expect(account).toContainText('Pending approval');
  await account.getByRole('button', { name: `Activate ${username}` }).click();
  await expect(toast(page, 'Account updated')).toBeVisible();
  await expect(account).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Deactivate admin' })).toBeDisabled();
});

test.describe('accessibility', () => {
  // Light on the desktop, dark on the phone: both themes and both layouts are checked.
  for (const [colorScheme, tag] of [
    ['light', '@desktop'],
    ['dark', '@mobile'],
  ] as const) {
    test(`every dashboard view and dialog has no axe violations (${colorScheme}) ${tag}`, async ({
      staffPage: page,
      expectNoAxeViolations,
    }, testInfo) => {
      // Seven scans of a busy page.
      test.slow();
      const reference = await authorizedBookingThroughApi(page.request, {
        ...stayFor(testInfo, 11),
        lastName: 'Axe',
      });
      // Reduced motion: no colour is caught mid-fade under the pointer while axe measures.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await openDashboard(page);
      await expect(page.getByText('Total Bookings')).toBeVisible();
      await expectNoAxeViolations();
      for (const tab of ['Bookings', 'Leads', 'Communications', 'Settings']) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expectNoAxeViolations();
      }

      await findBooking(page, reference);
      // By keyboard: the menu is operable without a mouse (and no hover colours are mid-fade).
      await page.getByRole('button', { name: `Actions for booking ${reference}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'Approve' })).toBeFocused();
      await expectNoAxeViolations();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: `Details of booking ${reference}` }).click();
      await expect(page.getByRole('dialog').getByText('No notes yet.')).toBeVisible();
      await expectNoAxeViolations();
      await page.getByRole('dialog').getByRole('button', { name: 'Add Note' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Note' })).toBeVisible();
      await expectNoAxeViolations();
    });
  }

  test('sign-in, registration and test pages have no axe violations', async ({
    page,
    expectNoAxeViolations,
  }) => {
    for (const path of ['/admin/login', '/admin/register', '/admin/test']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Sign In|Register/ })).toBeVisible();
      await expectNoAxeViolations();
    }
  });
});

test.describe('failures are told, and nothing is lost @desktop', () => {
  // The failures below are answered by the test, and Chromium logs each as a failed load.
  test.use({ allowedConsoleErrors: [/status of (401|409|500)/] });

  test('a list that cannot load says so and can be retried; a refused approval keeps the booking', async ({
    staffPage: page,
  }, testInfo) => {
    const reference = await authorizedBookingThroughApi(page.request, {
      ...stayFor(testInfo, 12),
      lastName: 'Refused',
    });
    let failLoads = true;
    await page.route('**/api/admin/bookings', (route) =>
      failLoads
        ? route.fulfill({ status: 500, json: { message: 'The database is not reachable.' } })
        : route.fallback(),
    );
    await openDashboard(page, 'bookings');
    await expect(toast(page, 'Failed to fetch bookings')).toContainText(
      'The database is not reachable.',
    );
    failLoads = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'Bookings' })).toBeVisible();

    await page.route('**/api/admin/bookings/*/approval', (route) =>
      route.fulfill({
        status: 409,
        json: { message: 'This booking was changed by someone else just now.' },
      }),
    );
    const row = await findBooking(page, reference);
    await chooseAction(page, reference, 'Approve');
    await expect(toast(page, 'Operation failed')).toContainText(
      'This booking was changed by someone else just now.',
    );
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Authorized');
  });
});
