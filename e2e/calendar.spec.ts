import type { Page, TestInfo } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { addDaysIso, addMonthsIso, todayIso, type IsoDate } from '../src/shared/domain/dates';
import { dayButton, openCalendarAt, showMonth, toast, villaBox } from './booking-steps';
import { waitForHydration } from './fixtures';
import { expect, test } from './staff';

/** The note every block of this journey carries, so a failed run's blocks can be found again. */
const journeyNote = 'Calendar journey';

/**
 * Nights no other journey uses: 17 months ahead (other journeys book within about 16), early in
 * the month, a lane per project and retry. Lime, which no other journey books.
 */
function blockedNights(testInfo: TestInfo) {
  const lane = (testInfo.project.name === 'mobile' ? 2 : 0) + Math.min(testInfo.retry, 1);
  const monthStart = `${addMonthsIso(todayIso(), 17).slice(0, 7)}-01`;
  const startDate = addDaysIso(monthStart, 2 + lane * 5);
  return {
    startDate,
    endDate: addDaysIso(startDate, 3),
    month: format(parseISO(monthStart), 'MMMM yyyy'),
  };
}

async function openCalendarTab(page: Page) {
  await page.goto('/admin/dashboard?tab=calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

async function goToMonth(page: Page, title: string) {
  const heading = page.locator('#calendar-month');
  for (let click = 0; click < 24 && (await heading.textContent()) !== title; click++) {
    const before = await heading.textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(heading).not.toHaveText(before ?? '');
  }
  await expect(heading).toHaveText(title);
  await expect(page.getByRole('status')).toHaveCount(0);
}

/** Removes whatever this journey blocked, so a failed run leaves nothing behind. */
async function removeJourneyBlocks(page: Page, month: IsoDate) {
  const origin = new URL(page.url()).origin;
  const calendar = await page.request.get(`/api/admin/calendar?month=${month.slice(0, 7)}`);
  if (!calendar.ok()) return;
  const { entries } = (await calendar.json()) as {
    entries: { kind: string; id: number; note?: string | null }[];
  };
  for (const entry of entries) {
    if (entry.kind === 'block' && entry.note === journeyNote) {
      await page.request.delete(`/api/admin/calendar/blocks/${entry.id}`, {
        headers: { Origin: origin },
      });
    }
  }
}

test.describe('the staff calendar', () => {
  test('staff block nights on Lime; the booking page disables them until the block is removed @desktop', async ({
    staffPage: page,
    expectNoAxeViolations,
  }, testInfo) => {
    test.slow();
    const nights = blockedNights(testInfo);
    await openCalendarTab(page);
    await removeJourneyBlocks(page, nights.startDate);

    await page.getByRole('button', { name: 'Block dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block dates' });
    await dialog.getByRole('checkbox', { name: 'Lime' }).check();
    await dialog.getByLabel('First night').fill(nights.startDate);
    await dialog.getByLabel('Free again on').fill(nights.endDate);
    await dialog.getByLabel('Reason').selectOption({ label: 'Owner stay' });
    await dialog.getByLabel('Note').fill(journeyNote);
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await expect(toast(page, 'Dates blocked')).toContainText('Lime');
    await expect(dialog).toBeHidden();

    try {
      await goToMonth(page, nights.month);
      const lime = page.getByRole('row', { name: /^Lime/ });
      await expect(lime.getByText(`Owner stay block: ${journeyNote}`)).toHaveCount(3);
      const entries = page.getByRole('list', { name: `Bookings and blocks in ${nights.month}` });
      await expect(entries).toContainText(`Owner stay block: ${journeyNote}`);
      await expectNoAxeViolations();

      await page.goto('/booking?villa=lime');
      await waitForHydration(page);
      await expect(villaBox(page, 'Lime')).toBeChecked();
      const calendar = await openCalendarAt(page, 'Check-in', nights.startDate);
      await expect(dayButton(calendar, addDaysIso(nights.startDate, -1))).toBeEnabled();
      for (let night = nights.startDate; night < nights.endDate; night = addDaysIso(night, 1)) {
        await showMonth(calendar, night);
        await expect(dayButton(calendar, night)).toBeDisabled();
      }
      await expect(dayButton(calendar, nights.endDate)).toBeEnabled();
      await page.keyboard.press('Escape');

      await openCalendarTab(page);
      await goToMonth(page, nights.month);
      await page
        .getByRole('button', { name: new RegExp(`^Remove the block on Lime`) })
        .first()
        .click();
      const confirm = page.getByRole('dialog', { name: 'Remove this block?' });
      await confirm.getByRole('button', { name: 'Remove block' }).click();
      await expect(toast(page, 'Block removed')).toBeVisible();
      await expect(page.getByRole('row', { name: /^Lime/ }).getByText(journeyNote)).toHaveCount(0);

      await page.goto('/booking?villa=lime');
      await waitForHydration(page);
      const reopened = await openCalendarAt(page, 'Check-in', nights.startDate);
      await expect(dayButton(reopened, nights.startDate)).toBeEnabled();
    } finally {
      await removeJourneyBlocks(page, nights.startDate);
    }
  });

  test('the Calendar tab and its dialog have no axe violations and work by keyboard', async ({
    staffPage: page,
    expectNoAxeViolations,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCalendarTab(page);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations();

    const heading = page.locator('#calendar-month');
    const shown = await heading.textContent();
    await page.getByRole('button', { name: 'Next month' }).focus();
    await page.keyboard.press('Enter');
    await expect(heading).not.toHaveText(shown ?? '');
    await page.getByRole('button', { name: 'This month' }).focus();
    await page.keyboard.press('Enter');
    await expect(heading).toHaveText(shown ?? '');

    await page.getByRole('button', { name: 'Block dates' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Block dates' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await expect(dialog.getByText('Choose at least one villa')).toBeVisible();
    await expectNoAxeViolations();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Block dates' })).toBeFocused();
  });
});
