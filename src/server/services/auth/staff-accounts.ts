import { eq, sql } from 'drizzle-orm';
import type { RegisterRequest } from '../../../shared/contract/admin';
import type { Database } from '../../db/client';
import { pgError, pgErrorCodes } from '../../db/errors';
import { adminUsers } from '../../db/schema';
import { RequestError } from '../../plugins/errors';
import { hashPassword, verifyPassword } from './password';
import type { StaffMember } from './sessions';

export const pendingApprovalMessage = 'Your account is pending approval by an administrator.';
export const invalidCredentialsMessage = 'Invalid username or password.';

type AdminUserRow = typeof adminUsers.$inferSelect;

/** What staff screens may see of an account: never the password hash. */
export function staffAccountView(user: AdminUserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    active: user.active,
    createdAt: user.createdAt,
    lastLogin: user.lastLogin,
  };
}

/** An arbitrary advisory-lock key reserved for staff registration. */
const registrationLockKey = 4_201_001;

/**
 * Creates a staff account. Nobody grants themselves access: the very first account becomes an
 * active admin; an account created by a signed-in admin is active at once; any other is
 * created inactive until an admin activates it.
 */
export async function registerStaff(
  db: Database,
  request: RegisterRequest,
  options: { registeredBy: StaffMember | null; now: Date },
) {
  const passwordHash = await hashPassword(request.password);
  try {
    return await db.transaction(async (tx) => {
      // Two registrations on an empty table must not both become the first admin.
      await tx.execute(sql`select pg_advisory_xact_lock(${registrationLockKey})`);
      const [existing] = await tx.select({ id: adminUsers.id }).from(adminUsers).limit(1);
      const isFirst = !existing;
      const byAdmin = options.registeredBy?.role === 'admin';
      const [created] = await tx
        .insert(adminUsers)
        .values({
          username: request.username,
          email: request.email,
          passwordHash,
          role: isFirst ? 'admin' : request.role,
          active: isFirst || byAdmin,
          createdAt: options.now,
        })
        .returning();
      if (!created) throw new Error('The account insert returned no row');
      return created;
    });
  } catch (error) {
    const { code, constraint } = pgError(error);
    if (code !== pgErrorCodes.uniqueViolation) throw error;
    if (constraint === 'admin_users_email_key') {
      throw new RequestError(409, 'An account with this email already exists.', {
        email: 'An account with this email already exists.',
      });
    }
    throw new RequestError(409, 'This username is already taken.', {
      username: 'This username is already taken.',
    });
  }
}

/** Hashed once per process: unknown usernames take as long to refuse as wrong passwords. */
let dummyHash: Promise<string> | undefined;

/**
 * The account a username and password sign in, or a 401 that does not say which was wrong;
 * a correct password on an inactive account answers 403.
 */
export async function checkCredentials(
  db: Database,
  credentials: { username: string; password: string },
): Promise<AdminUserRow> {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, credentials.username.toLowerCase()));
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(credentials.password, await dummyHash);
    throw new RequestError(401, invalidCredentialsMessage);
  }
  if (!(await verifyPassword(credentials.password, user.passwordHash))) {
    throw new RequestError(401, invalidCredentialsMessage);
  }
  if (!user.active) throw new RequestError(403, pendingApprovalMessage);
  return user;
}
