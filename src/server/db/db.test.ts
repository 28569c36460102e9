import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { villas as villaContent } from '../../shared/content/villas';
import { createTestDatabase } from '../../../tests/helpers/database';
import { verifyPassword } from '../services/auth/password';
import type { DatabaseHandle } from './client';
import { adminUsers, bookings, bookingVillas, calendarBlocks, villas } from './schema';
import { demoAdmin, seedDatabase } from './seed';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
});

afterAll(() => database.close());

let reference = 0;
async function insertBooking(stays: { villaId: number; stay: string; blocks?: boolean }[]) {
  reference += 1;
  return database.db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        bookingReference: `TEST-${reference}`,
        firstName: 'Ana',
        lastName: 'Rolle',
        email: 'ana@example.com',
        phone: '+1 242 555 0100',
        guests: 2,
        startDate: '2027-01-01',
        endDate: '2027-01-05',
        totalPriceCents: 100_00,
      })
      .returning({ id: bookings.id });
    await tx.insert(bookingVillas).values(
      stays.map((stay) => ({
        bookingId: booking!.id,
        villaId: stay.villaId,
        stay: stay.stay,
        blocks: stay.blocks ?? true,
      })),
    );
    return booking!.id;
  });
}

/** The PostgreSQL error code, wherever the driver put it. */
function errorCode(error: unknown): string | undefined {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.cause?.code ?? candidate.code;
}

describe('migrations and seed', () => {
  it('migrates twice without complaint', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it('seeds the four villas with ids 1-4 in content order, once', async () => {
    const first = await seedDatabase(database.db, { demoMode: false });
    const second = await seedDatabase(database.db, { demoMode: false });
    expect(first.villasInserted).toBe(4);
    expect(second.villasInserted).toBe(0);
    const rows = await database.db.select().from(villas).orderBy(asc(villas.id));
    expect(rows.map((row) => [row.id, row.slug, row.basePriceCents])).toEqual([
      [1, 'agave', 23_000],
      [2, 'coconut', 15_000],
      [3, 'lime', 29_000],
      [4, 'pina', 23_000],
    ]);
    expect(rows.map((row) => row.capacity)).toEqual(villaContent.map((villa) => villa.capacity));
  });

  it('creates no demo account outside demo mode', async () => {
    expect(await database.db.select().from(adminUsers)).toEqual([]);
  });

  it('creates the demo admin in demo mode, with a hashed password, only once', async () => {
    const first = await seedDatabase(database.db, { demoMode: true });
    const second = await seedDatabase(database.db, { demoMode: true });
    expect([first.demoAdminCreated, second.demoAdminCreated]).toEqual([true, false]);
    const [admin] = await database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.username, demoAdmin.username));
    expect(admin).toMatchObject({ role: 'admin', active: true });
    expect(admin!.passwordHash).not.toContain(demoAdmin.password);
    expect(await verifyPassword(demoAdmin.password, admin!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', admin!.passwordHash)).toBe(false);
  });

  it('keeps usernames unique regardless of case', async () => {
    const attempt = database.db
      .insert(adminUsers)
      .values({ username: 'ADMIN', email: 'other@example.com', passwordHash: 'x' });
    await expect(attempt).rejects.toSatisfy((error) => errorCode(error) === '23505');
  });
});

describe('no double booking, by construction', () => {
  it('refuses a second blocking stay that overlaps on the same villa', async () => {
    await insertBooking([{ villaId: 1, stay: '[2027-02-01,2027-02-05)' }]);
    const overlap = insertBooking([{ villaId: 1, stay: '[2027-02-04,2027-02-08)' }]);
    await expect(overlap).rejects.toSatisfy((error) => errorCode(error) === '23P01');
  });

  it('allows back-to-back stays: check-out day is the next check-in day', async () => {
    await insertBooking([{ villaId: 2, stay: '[2027-03-01,2027-03-05)' }]);
    await expect(
      insertBooking([{ villaId: 2, stay: '[2027-03-05,2027-03-09)' }]),
    ).resolves.toBeTypeOf('number');
  });

  it('allows the same nights in a different villa', async () => {
    await insertBooking([{ villaId: 3, stay: '[2027-04-01,2027-04-05)' }]);
    await expect(
      insertBooking([{ villaId: 4, stay: '[2027-04-01,2027-04-05)' }]),
    ).resolves.toBeTypeOf('number');
  });

  it('lets a stay that no longer blocks overlap, and blocks again only if free', async () => {
    const released = await insertBooking([
      { villaId: 3, stay: '[2027-05-01,2027-05-05)', blocks: false },
    ]);
    await insertBooking([{ villaId: 3, stay: '[2027-05-02,2027-05-06)' }]);
    const reblock = database.db
      .update(bookingVillas)
      .set({ blocks: true })
      .where(eq(bookingVillas.bookingId, released));
    await expect(reblock).rejects.toSatisfy((error) => errorCode(error) === '23P01');
  });

  it('writes nothing when one villa of a multi-villa booking is taken', async () => {
    await insertBooking([{ villaId: 1, stay: '[2027-06-10,2027-06-15)' }]);
    const before = await database.db.select({ count: sql<number>`count(*)::int` }).from(bookings);
    const attempt = insertBooking([
      { villaId: 2, stay: '[2027-06-10,2027-06-15)' },
      { villaId: 1, stay: '[2027-06-12,2027-06-14)' },
    ]);
    await expect(attempt).rejects.toSatisfy((error) => errorCode(error) === '23P01');
    const after = await database.db.select({ count: sql<number>`count(*)::int` }).from(bookings);
    expect(after).toEqual(before);
  });

  it('refuses empty and unbounded stays', async () => {
    await expect(
      insertBooking([{ villaId: 4, stay: '[2027-07-01,2027-07-01)' }]),
    ).rejects.toSatisfy((error) => errorCode(error) === '23514');
    await expect(insertBooking([{ villaId: 4, stay: '[2027-07-01,)' }])).rejects.toSatisfy(
      (error) => errorCode(error) === '23514',
    );
  });

  it('covers calendar blocks too: a block and a booking cannot share a night', async () => {
    const [block] = await database.db
      .insert(calendarBlocks)
      .values({
        villaId: 2,
        startDate: '2027-08-01',
        endDate: '2027-08-04',
        source: 'manual',
        reason: 'maintenance',
      })
      .returning({ id: calendarBlocks.id });
    await database.db
      .insert(bookingVillas)
      .values({ blockId: block!.id, villaId: 2, stay: '[2027-08-01,2027-08-04)' });
    await expect(
      insertBooking([{ villaId: 2, stay: '[2027-08-03,2027-08-06)' }]),
    ).rejects.toSatisfy((error) => errorCode(error) === '23P01');
  });

  it('ties every row to exactly one booking or block, and imported blocks to their feed', async () => {
    const ownerless = database.db
      .insert(bookingVillas)
      .values({ villaId: 1, stay: '[2027-09-01,2027-09-03)', blocks: false });
    await expect(ownerless).rejects.toSatisfy((error) => errorCode(error) === '23514');
    const importedWithoutFeed = database.db.insert(calendarBlocks).values({
      villaId: 1,
      startDate: '2027-09-01',
      endDate: '2027-09-03',
      source: 'ical',
      eventUid: 'uid-1',
    });
    await expect(importedWithoutFeed).rejects.toSatisfy((error) => errorCode(error) === '23514');
    const manualWithoutReason = database.db.insert(calendarBlocks).values({
      villaId: 1,
      startDate: '2027-09-01',
      endDate: '2027-09-03',
      source: 'manual',
    });
    await expect(manualWithoutReason).rejects.toSatisfy((error) => errorCode(error) === '23514');
  });
});
