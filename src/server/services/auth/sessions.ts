import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers, sessions } from '../../db/schema';

/** A session ends after this long without a request (sliding). */
export const sessionIdleMs = 8 * 60 * 60_000;
/** A session ends this long after sign-in, however active. */
export const sessionLifetimeMs = 7 * 24 * 60 * 60_000;
/** `lastSeenAt` is written at most this often, so reads do not all become writes. */
const lastSeenResolutionMs = 60_000;

/** The staff member behind a valid session. */
export interface StaffMember {
  id: number;
  username: string;
  email: string;
  role: (typeof adminUsers.$inferSelect)['role'];
  firstName: string | null;
  lastName: string | null;
  lastLogin: Date | null;
}

/** Only the SHA-256 of a token is stored: a leaked sessions table opens no session. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session; answers the token for the cookie. */
export async function createSession(db: Database, adminUserId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: sessionId(token),
    adminUserId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  });
  return { token, maxAgeSeconds: sessionLifetimeMs / 1000 };
}

/**
 * The staff member a token signs in, or null when the session is unknown, idle too long, past
 * its lifetime or its account is inactive (such a session is deleted).
 */
export async function findSessionMember(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffMember | null> {
  const id = sessionId(token);
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      active: adminUsers.active,
      member: {
        id: adminUsers.id,
        username: adminUsers.username,
        email: adminUsers.email,
        role: adminUsers.role,
        firstName: adminUsers.firstName,
        lastName: adminUsers.lastName,
        lastLogin: adminUsers.lastLogin,
      },
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminUserId))
    .where(eq(sessions.id, id));
  if (!row) return null;

  const idleSince = now.getTime() - row.lastSeenAt.getTime();
  if (!row.active || row.expiresAt <= now || idleSince >= sessionIdleMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idleSince >= lastSeenResolutionMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return row.member;
}

export async function deleteSession(db: Pick<Database, 'delete'>, token: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId(token)));
}

/** Ends every session of a staff member (deactivation). */
export async function deleteMemberSessions(db: Pick<Database, 'delete'>, adminUserId: number) {
  await db.delete(sessions).where(eq(sessions.adminUserId, adminUserId));
}

/** Forgets a member's sessions that can no longer be used, so the table does not grow forever. */
export async function deleteEndedSessions(db: Database, adminUserId: number, now: Date) {
  const idleLimit = new Date(now.getTime() - sessionIdleMs);
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.adminUserId, adminUserId),
        or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleLimit)),
      ),
    );
}
