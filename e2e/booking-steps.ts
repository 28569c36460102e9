import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { addDaysIso, todayIso, type IsoDate } from '../src/shared/domain/dates';
import { formatStayDate } from '../src/web/components/booking/format';
import { expect } from './fixtures';

/** The steps of a guest's booking on /booking, shared by the booking and staff journeys. */

export interface Stay {
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * Every journey books nights of its own, a few months ahead: all tests, in both projects and on
 * a retry, share one server and database.
 */
export function stayFor(testInfo: TestInfo, slot: number, nights = 4): Stay {
  const lane =
    slot * 4 + (testInfo.project.name === 'mobile' ? 2 : 0) + Math.min(testInfo.retry, 1);
  const startDate = addDaysIso(todayIso(), 40 + lane * 9);
  return { startDate, endDate: addDaysIso(startDate, nights) };
}

/** A card expiry date three years ahead, as MM/YY. */
export const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** A day button of the calendar, named as react-day-picker names it. */
export function dayButton(calendar: Locator, date: IsoDate): Locator {
  const name = format(parseISO(date), 'PPPP');
  return calendar.getByRole('button', { name: new RegExp(`^(Today, )?${name}(, selected)?$`) });
}

export const dateTrigger = (page: Page, label: 'Check-in' | 'Check-out') =>
  page.getByRole('button', { name: new RegExp(`^${label} `) });

export const calendarOf = (page: Page, label: 'Check-in' | 'Check-out') =>
  page.getByRole('dialog', { name: `Choose the ${label.toLowerCase()} date` });

/** Moves the open calendar forward to the month of `date`. */
export async function showMonth(calendar: Locator, date: IsoDate) {
  const month = calendar.getByRole('grid', { name: format(parseISO(date), 'MMMM yyyy') });
  for (let click = 0; click < 24 && !(await month.isVisible()); click++) {
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await expect(month).toBeVisible();
}

export async function openCalendarAt(page: Page, label: 'Check-in' | 'Check-out', date: IsoDate) {
  await dateTrigger(page, label).click();
  const calendar = calendarOf(page, label);
  await showMonth(calendar, date);
  return calendar;
}

export async function pickDate(page: Page, label: 'Check-in' | 'Check-out', date: IsoDate) {
  const calendar = await openCalendarAt(page, label, date);
  await dayButton(calendar, date).click();
  await expect(calendar).toBeHidden();
  await expect(dateTrigger(page, label)).toHaveAccessibleName(`${label} ${formatStayDate(date)}`);
}

export async function pickStay(page: Page, stay: Stay) {
  await pickDate(page, 'Check-in', stay.startDate);
  await pickDate(page, 'Check-out', stay.endDate);
}

export async function fillGuest(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('+1 242 555 0100');
}

export const villaBox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name, exact: true });

/** Fills the details for Agave and sends them; answers the API's booking. */
export async function requestBooking(page: Page, stay: Stay) {
  await pickStay(page, stay);
  await villaBox(page, 'Agave').check();
  await fillGuest(page);
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Request Booking' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  return (await response.json()) as { bookingReference: string; totalPrice: number };
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill(futureExpiry);
  await page.getByLabel('CVC').fill('123');
}

/** Holds nights through the API, as another guest would. */
export async function bookThroughApi(request: APIRequestContext, stay: Stay, villaIds: number[]) {
  const response = await request.post('/api/bookings', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 242 555 0199',
      guests: 2,
      villaIds,
      isEntireComplex: false,
      agreeToTerms: true,
      ...stay,
    },
  });
  expect(response.status()).toBe(201);
}

/** A notification, found by its title, in the toast region. */
export const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
