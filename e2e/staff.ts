import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';

/** The demo account every demo database has (README, "Staff dashboard"). */
export const demoStaff = { username: 'admin', password: 'villas-demo' };

interface StaffWorkerFixtures {
  /** A signed-in session's cookies, made once per worker: sign-in is rate limited per IP. */
  staffCookies: { name: string; value: string; domain: string; path: string }[];
}

interface StaffFixtures {
  /** A page whose browser context is signed in as the demo admin. */
  staffPage: Page;
}

export const test = base.extend<StaffFixtures, StaffWorkerFixtures>({
  staffCookies: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post('/api/admin/login', {
        data: demoStaff,
        headers: { Origin: baseURL },
      });
      expect(response.status(), await response.text()).toBe(200);
      const { cookies } = await request.storageState();
      await use(cookies);
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  staffPage: async ({ page, staffCookies }, use) => {
    await page.context().addCookies(staffCookies);
    await use(page);
  },
});

/** Makes a booking request and authorizes its card with the test provider, as a guest would. */
export async function authorizedBookingThroughApi(
  request: APIRequestContext,
  booking: { startDate: string; endDate: string; lastName: string },
) {
  const created = await request.post('/api/bookings', {
    data: {
      firstName: 'Grace',
      email: 'grace@example.com',
      phone: '+1 242 555 0199',
      guests: 2,
      villaIds: [2],
      isEntireComplex: false,
      agreeToTerms: true,
      ...booking,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { bookingId, bookingReference } = await created.json();
  const intent = await request.post('/api/create-payment-intent', {
    data: { bookingId, bookingReference },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId } = await intent.json();
  const confirm = await request.post('/api/payments/test/confirm', {
    data: {
      paymentIntentId,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return bookingReference as string;
}

export { expect };
