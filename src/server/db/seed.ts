import { sql } from 'drizzle-orm';
import { villas as villaContent } from '../../shared/content/villas';
import { hashPassword } from '../services/auth/password';
import { ensureExportTokens } from '../services/calendar/export-feeds';
import type { Database } from './client';
import { adminUsers, villas } from './schema';

export const demoAdmin = { username: 'admin', password: 'villas-demo', email: 'admin@example.com' };

export interface SeedResult {
  villasInserted: number;
  demoAdminCreated: boolean;
}

/**
 * Seeds an empty database: the four villas (ids 1-4 from the content module) and, in demo mode
 * only, a demo admin when there is no staff account at all. Running it again changes nothing.
 */
export async function seedDatabase(
  db: Database,
  options: { demoMode: boolean },
): Promise<SeedResult> {
  const inserted = await db
    .insert(villas)
    .values(
      villaContent.map((villa) => ({
        id: villa.id,
        name: villa.name,
        slug: villa.slug,
        description: villa.description,
        capacity: villa.capacity,
        bedrooms: villa.bedrooms,
        bathrooms: villa.bathrooms,
        basePriceCents: villa.nightlyRate * 100,
        image: villa.image.name,
        color: villa.color,
        amenities: [...villa.features],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: villas.id });
  await ensureExportTokens(db);

  let demoAdminCreated = false;
  if (options.demoMode) {
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(adminUsers);
    if (count === 0) {
      const created = await db
        .insert(adminUsers)
        .values({
          username: demoAdmin.username,
          email: demoAdmin.email,
          passwordHash: await hashPassword(demoAdmin.password),
          role: 'admin',
          firstName: 'Demo',
          lastName: 'Admin',
        })
        .onConflictDoNothing()
        .returning({ id: adminUsers.id });
      demoAdminCreated = created.length > 0;
    }
  }
  return { villasInserted: inserted.length, demoAdminCreated };
}
