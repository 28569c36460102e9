import type { Locator } from '@playwright/test';
import { addDaysIso, addMonthsIso, nightsBetween, todayIso } from '../src/shared/domain/dates';
import { formatUsd, formatUsdCents } from '../src/shared/domain/money';
import { quoteStay } from '../src/shared/domain/pricing';
import { formatStayDate } from '../src/web/components/booking/format';
import {
  bookThroughApi,
  calendarOf,
  dateTrigger,
  dayButton,
  fillCard,
  fillGuest,
  openCalendarAt,
  pickDate,
  pickStay,
  requestBooking,
  showMonth,
  stayFor,
  toast,
  villaBox,
  futureExpiry,
} from './booking-steps';
import { expect, test, waitForHydration } from './fixtures';

test.describe('booking with the test card', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`4242 4242 4242 4242 reaches "Booking Request Received!" with the API's reference and total (${colorScheme})`, async ({
      page,
      expectNoAxeViolations,
    }, testInfo) => {
      // A long journey with three accessibility scans.
      test.slow();
      await page.emulateMedia({ colorScheme });
      const stay = stayFor(testInfo, colorScheme === 'light' ? 0 : 1);
      await page.goto('/booking');
      await waitForHydration(page);
      await expectNoAxeViolations();

      const quote = quoteStay({ stay, villaIds: [1] });
      const summary = page.getByRole('region', { name: 'Booking Summary' });
      const booking = await requestBooking(page, stay);
      expect(booking.totalPrice).toBe(quote.total);

      await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeFocused();
      await expect(toast(page, 'Booking request received!')).toBeVisible();
      await expect(summary).toHaveCount(0);
      const payment = page.getByRole('region', { name: 'Payment Summary' });
      await expect(payment).toContainText(formatUsdCents(booking.totalPrice * 100));
      await expect(payment).toContainText(booking.bookingReference);
      await expect(page.getByText('Test mode - no real charge')).toBeVisible();
      await expectNoAxeViolations();

      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Authorize Payment' }).click();

      const heading = page.getByRole('heading', { name: 'Booking Request Received!' });
      await expect(heading).toBeFocused();
      await expect(toast(page, 'Payment authorized!')).toBeVisible();
      await expect(page).toHaveURL('/booking?step=confirmation');
      const confirmation = page.getByRole('region', { name: 'Booking Request Received!' });
      await expect(confirmation).toContainText(booking.bookingReference);
      await expect(confirmation).toContainText(formatUsdCents(booking.totalPrice * 100));
      await expect(confirmation).toContainText(/Transaction ID\s*pi_test_\w+/);
      await expect(confirmation).toContainText('Ada Lovelace');
      await expect(confirmation).toContainText(formatStayDate(stay.startDate));
      await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
      await expectNoAxeViolations();

      await page.reload();
      await waitForHydration(page);
      await expect(heading).toBeVisible();
      await expect(confirmation).toContainText(booking.bookingReference);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }

  test.describe('a declined card', () => {
    // Chromium logs the 402 answer of the decline as a console error.
    test.use({ allowedConsoleErrors: [/status of 402/] });

    test('stays on payment with the error, and Back keeps the details', async ({
      page,
    }, testInfo) => {
      const stay = stayFor(testInfo, 2);
      await page.goto('/booking');
      await waitForHydration(page);
      await requestBooking(page, stay);

      await fillCard(page, '4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Authorize Payment' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
      ).toBeVisible();
      await expect(toast(page, 'Payment failed')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Authorize Payment' })).toBeEnabled();

      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(toast(page, 'Payment cancelled')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your Details' })).toBeFocused();
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
      await expect(villaBox(page, 'Agave')).toBeChecked();
      await expect(dateTrigger(page, 'Check-in')).toHaveAccessibleName(
        `Check-in ${formatStayDate(stay.startDate)}`,
      );
    });
  });
});

test.describe('a card service that is down', () => {
  // Chromium logs each 503 answer as a console error.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('is asked three times, then shows "Payment Error" with a way back', async ({
    page,
  }, testInfo) => {
    const stay = stayFor(testInfo, 8);
    let attempts = 0;
    await page.route('**/api/create-payment-intent', (route) => {
      attempts++;
      return route.fulfill({ status: 503, json: { message: 'The card service is down.' } });
    });
    await page.goto('/booking');
    await waitForHydration(page);
    await requestBooking(page, stay);

    await expect(
      page.getByRole('status').filter({ hasText: 'Preparing Payment Authorization' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Error' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      page.getByText(
        'Payment initialization failed: The card service is down. Please try again later.',
      ),
    ).toBeVisible();
    expect(attempts).toBe(3);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('heading', { name: 'Your Details' })).toBeFocused();
  });
});

test.describe('availability', () => {
  test.describe('dates taken meanwhile', () => {
    // Chromium logs the 409 answer as a console error.
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('the server’s refusal resets the dates to today and today plus 3 days', async ({
      page,
      request,
    }, testInfo) => {
      const stay = stayFor(testInfo, 3);
      await page.goto('/booking');
      await waitForHydration(page);
      await pickStay(page, stay);
      await bookThroughApi(request, stay, [1]);

      await villaBox(page, 'Agave').check();
      await fillGuest(page);
      await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
      await page.getByRole('button', { name: 'Request Booking' }).click();

      await expect(toast(page, 'Error submitting booking')).toContainText(
        'Agave is not available for these dates.',
      );
      const today = todayIso();
      await expect(dateTrigger(page, 'Check-in')).toHaveAccessibleName(
        `Check-in ${formatStayDate(today)}`,
      );
      await expect(dateTrigger(page, 'Check-out')).toHaveAccessibleName(
        `Check-out ${formatStayDate(addDaysIso(today, 3))}`,
      );
      await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
      await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
    });
  });

  test('the entire complex is refused when a villa is taken on those dates', async ({
    page,
    request,
  }, testInfo) => {
    const stay = stayFor(testInfo, 4);
    await bookThroughApi(request, stay, [2]);
    await page.goto('/booking');
    await waitForHydration(page);
    await pickStay(page, stay);

    // The box is ticked, then at once cleared again, so `check()` would report no change.
    await villaBox(page, 'Entire complex').click();
    await expect(toast(page, 'Entire complex not available')).toContainText(
      'Some villas are already booked for these dates. Please select individual available villas instead.',
    );
    await expect(villaBox(page, 'Entire complex')).not.toBeChecked();
    for (const name of ['Agave', 'Coconut', 'Lime', 'Piña']) {
      await expect(villaBox(page, name)).not.toBeChecked();
    }
  });

  test('a villa’s taken nights are disabled in the pickers; its check-out day stays free', async ({
    page,
    request,
    expectNoAxeViolations,
  }, testInfo) => {
    const stay = stayFor(testInfo, 5);
    await bookThroughApi(request, stay, [1]);
    await page.goto('/booking?villa=agave');
    await waitForHydration(page);

    const dayBefore = addDaysIso(stay.startDate, -1);
    const calendar = await openCalendarAt(page, 'Check-in', dayBefore);
    await expect(dayButton(calendar, dayBefore)).toBeEnabled();
    for (let night = stay.startDate; night < stay.endDate; night = addDaysIso(night, 1)) {
      await showMonth(calendar, night);
      await expect(dayButton(calendar, night)).toBeDisabled();
    }
    await showMonth(calendar, stay.endDate);
    await expect(dayButton(calendar, stay.endDate)).toBeEnabled();
    await expectNoAxeViolations();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    // A stay may end on the first taken night, never after it.
    await pickDate(page, 'Check-in', addDaysIso(stay.startDate, -5));
    const checkOut = await openCalendarAt(page, 'Check-out', stay.startDate);
    await expect(dayButton(checkOut, stay.startDate)).toBeEnabled();
    await showMonth(checkOut, addDaysIso(stay.startDate, 1));
    await expect(dayButton(checkOut, addDaysIso(stay.startDate, 1))).toBeDisabled();
    await page.keyboard.press('Escape');

    // Another villa is free on those nights; choosing Agave on top warns.
    await villaBox(page, 'Agave').uncheck();
    await villaBox(page, 'Lime').check();
    await pickDate(page, 'Check-out', addDaysIso(stay.startDate, 2));
    await villaBox(page, 'Agave').check();
    await expect(toast(page, 'Dates may be unavailable')).toBeVisible();
  });
});

test.describe('the details form', () => {
  test('?villa=lime preselects Lime, ?villa=all the entire complex', async ({ page }) => {
    await page.goto('/booking?villa=lime');
    await waitForHydration(page);
    await expect(villaBox(page, 'Lime')).toBeChecked();
    await expect(villaBox(page, 'Agave')).not.toBeChecked();
    await expect(villaBox(page, 'Entire complex')).not.toBeChecked();
    await expect(page.getByRole('region', { name: 'Booking Summary' })).toContainText('Lime');

    await page.goto('/booking?villa=all');
    await waitForHydration(page);
    await expect(villaBox(page, 'Entire complex')).toBeChecked();
    for (const name of ['Agave', 'Coconut', 'Lime', 'Piña']) {
      await expect(villaBox(page, name)).toBeChecked();
    }
  });

  test('the guests dropdown goes up to the capacity of the selection', async ({ page }) => {
    await page.goto('/booking');
    await waitForHydration(page);
    const guests = page.getByLabel('Guests');
    const options = guests.getByRole('option');
    await expect(options).toHaveCount(14);

    await villaBox(page, 'Piña').check();
    await expect(options).toHaveCount(2);
    await villaBox(page, 'Lime').check();
    await expect(options).toHaveCount(6);
    await guests.selectOption('6');

    await villaBox(page, 'Lime').uncheck();
    await expect(options).toHaveCount(2);
    await expect(guests).toHaveValue('2');

    await villaBox(page, 'Entire complex').check();
    await expect(options).toHaveCount(14);
  });

  test('says what is missing, field by field, and asks for the minimum stay', async ({
    page,
  }, testInfo) => {
    const stay = stayFor(testInfo, 6, 2);
    await page.goto('/booking');
    await waitForHydration(page);
    const submit = page.getByRole('button', { name: 'Request Booking' });
    await expect(submit).toBeDisabled();
    await pickStay(page, stay);
    await villaBox(page, 'Coconut').check();
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'You must agree to the terms and conditions',
      'Minimum stay is 3 nights',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('First name', { exact: true })).toHaveAccessibleDescription(
      'First name must be at least 2 characters',
    );
    await expect(toast(page, 'Minimum stay requirement')).toContainText(
      'Please select a minimum of 3 nights for your stay.',
    );
  });

  test('the summary prices the stay with the long-stay discount', async ({ page }, testInfo) => {
    const stay = stayFor(testInfo, 7, 5);
    await page.goto('/booking?villa=lime');
    await waitForHydration(page);
    await pickStay(page, stay);
    const quote = quoteStay({ stay, villaIds: [3] });
    const summary = page.getByRole('region', { name: 'Booking Summary' });
    await expect(summary).toContainText(`Long-stay discount (5%)`);
    await expect(summary).toContainText(`Nights${nightsBetween(stay.startDate, stay.endDate)}`);
    await expect(summary).toContainText(`Total${formatUsd(quote.total)}`);
    await expect(summary).toContainText('All prices include taxes and VAT.');
  });
});

test('the whole booking works with the keyboard alone', async ({ page }, testInfo) => {
  test.slow();
  // Months ahead of every other journey's nights, reached with PageDown.
  const monthsAhead =
    12 + (testInfo.project.name === 'mobile' ? 1 : 0) + 2 * Math.min(testInfo.retry, 1);
  const checkIn = addMonthsIso(todayIso(), monthsAhead);
  const checkOut = addDaysIso(checkIn, 4);

  await page.goto('/booking');
  await waitForHydration(page);

  /** Presses Tab until the target has focus. */
  async function tabTo(target: Locator) {
    for (let press = 0; press < 80; press++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  await tabTo(dateTrigger(page, 'Check-in'));
  await page.keyboard.press('Enter');
  const checkInCalendar = calendarOf(page, 'Check-in');
  await expect(dayButton(checkInCalendar, todayIso())).toBeFocused();
  for (let month = 0; month < monthsAhead; month++) await page.keyboard.press('PageDown');
  await expect(dayButton(checkInCalendar, checkIn)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dateTrigger(page, 'Check-in')).toBeFocused();
  await expect(dateTrigger(page, 'Check-in')).toHaveAccessibleName(
    `Check-in ${formatStayDate(checkIn)}`,
  );

  await page.keyboard.press('Tab');
  await expect(dateTrigger(page, 'Check-out')).toBeFocused();
  await page.keyboard.press('Enter');
  const checkOutCalendar = calendarOf(page, 'Check-out');
  await expect(dayButton(checkOutCalendar, addDaysIso(checkIn, 1))).toBeFocused();
  for (let day = 1; day < 4; day++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dateTrigger(page, 'Check-out')).toHaveAccessibleName(
    `Check-out ${formatStayDate(checkOut)}`,
  );

  await tabTo(villaBox(page, 'Coconut'));
  await page.keyboard.press('Space');
  await expect(villaBox(page, 'Coconut')).toBeChecked();

  const typeInto = async (label: string, text: string) => {
    await tabTo(page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  };
  await typeInto('First name', 'Alan');
  await typeInto('Last name', 'Turing');
  await typeInto('Email', 'alan@example.com');
  await typeInto('Phone', '+44 20 7946 0000');
  await tabTo(page.getByRole('checkbox', { name: /I agree to the terms/ }));
  await page.keyboard.press('Space');
  await tabTo(page.getByRole('button', { name: 'Request Booking' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Payment Summary' })).toBeFocused();
  await typeInto('Card number', '4242424242424242');
  await tabTo(page.getByLabel('Expiry'));
  await page.keyboard.type(futureExpiry);
  await typeInto('CVC', '123');
  await tabTo(page.getByRole('button', { name: 'Authorize Payment' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Booking Request Received!' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Booking Request Received!' })).toContainText(
    formatStayDate(checkIn),
  );
  await tabTo(page.getByRole('link', { name: 'Return to Home' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
});
