import { asc, eq } from 'drizzle-orm';
import type { StaffUserUpdateRequest } from '../../../shared/contract/admin';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { RequestError } from '../../plugins/errors';
import { deleteMemberSessions } from '../auth/sessions';
import { staffAccountView } from '../auth/staff-accounts';

export async function listStaffUsers(db: Database) {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.id));
  return rows.map(staffAccountView);
}

/**
 * Activates, deactivates or changes the role of an account. Nobody locks themself out: an
 * admin cannot deactivate or demote their own account. Deactivation ends its sessions.
 */
export async function updateStaffUser(
  db: Database,
  userId: number,
  update: StaffUserUpdateRequest,
  actingAdminId: number,
) {
  if (userId === actingAdminId) {
    if (update.active === false) {
      throw new RequestError(409, 'You cannot deactivate your own account.');
    }
    if (update.role && update.role !== 'admin') {
      throw new RequestError(409, 'You cannot change your own role.');
    }
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(adminUsers)
      .set(update)
      .where(eq(adminUsers.id, userId))
      .returning();
    if (!user) throw new RequestError(404, 'Staff account not found');
    if (!user.active) await deleteMemberSessions(tx, user.id);
    return staffAccountView(user);
  });
}
