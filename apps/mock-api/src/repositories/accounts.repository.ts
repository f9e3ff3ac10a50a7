import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';

import type { Db } from '../db/database';
import { passwordResets, users, verificationCodes } from '../db/schema';
import { preparedPer } from './prepared';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

const userByEmail = preparedPer((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare(),
);
const userById = preparedPer((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return userByEmail(db).get({ email });
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return userById(db).get({ id });
}

export function findUserByProviderId(db: Db, googleId: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.googleId, googleId)).get();
}

/** Another account than `exceptId` holding this email. */
export function emailTakenByOther(db: Db, email: string, exceptId: number): boolean {
  return (
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, exceptId)))
      .get() !== undefined
  );
}

export function insertUser(db: Db, values: NewUser): UserRow {
  return db.insert(users).values(values).returning().get();
}

export function updateUser(db: Db, id: number, values: Partial<NewUser>): UserRow {
  const [row] = db.update(users).set(values).where(eq(users.id, id)).returning().all();
  if (row === undefined) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/**
 * Sets a new password and ends the sign-ins made with the old one, only if no change or reset has
 * ended them since `version` was read (the caller's token is of that version): false otherwise.
 * The guard is in the UPDATE itself, so of two changes racing through their argon2 awaits one wins.
 */
export function replacePassword(
  db: Db,
  id: number,
  version: number,
  values: { passwordHash: string; updatedAt: string },
): boolean {
  return (
    db
      .update(users)
      .set({ ...values, tokenVersion: version + 1 })
      .where(and(eq(users.id, id), eq(users.tokenVersion, version)))
      .returning({ id: users.id })
      .all().length === 1
  );
}

/** The newest code mailed to a user, used or not (the resend cooldown runs from it). */
export function newestCode(db: Db, userId: number): VerificationCodeRow | undefined {
  return db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.userId, userId))
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .get();
}

/** The one code still usable (issuing a code invalidates the others). */
export function activeCode(db: Db, userId: number): VerificationCodeRow | undefined {
  return db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .get();
}

/** Invalidates every outstanding code of the user, then stores the new one. */
export function replaceCode(
  db: Db,
  values: { userId: number; code: string; expiresAt: string; resendAvailableAt: string; createdAt: string },
): VerificationCodeRow {
  return db.transaction((tx) => {
    tx.update(verificationCodes)
      .set({ usedAt: values.createdAt })
      .where(and(eq(verificationCodes.userId, values.userId), isNull(verificationCodes.usedAt)))
      .run();
    return tx.insert(verificationCodes).values(values).returning().get();
  });
}

export function countWrongAttempt(db: Db, codeId: number, attempts: number): void {
  db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, codeId)).run();
}

/** Marks the code used and the email verified, together. */
export function consumeCodeAndVerify(db: Db, codeId: number, userId: number, now: string): void {
  db.transaction((tx) => {
    tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, codeId)).run();
    tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, userId)).run();
  });
}

export function insertPasswordReset(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: string; createdAt: string },
): void {
  db.insert(passwordResets).values(values).run();
}

export function findPasswordReset(db: Db, tokenHash: string): PasswordResetRow | undefined {
  return db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).get();
}

/** Sets the new password and spends every outstanding reset token of the user (this one included). */
export function completePasswordReset(db: Db, userId: number, passwordHash: string, now: string): void {
  db.transaction((tx) => {
    tx.update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, userId))
      .run();
    tx.update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
      .run();
  });
}

/** Two writes raced past a uniqueness check: the database refused the second. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Whether the database holds any account (a new database does not: it is seeded). */
export function hasUsers(db: Db): boolean {
  return db.select({ id: users.id }).from(users).limit(1).get() !== undefined;
}
