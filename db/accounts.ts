import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { noticeStatements } from "./notifications";
import { passwordResets, sessions, type UserRow, users } from "./schema";

/**
 * A member who signs up tells the store (NOTIFICATION_NEW, docs/decisions/highlights.md): the
 * notification row and the count, in the sign-up's own batch, after the user row it names.
 */
export function memberJoinedStatements(db: Db, storeId: number, v: { name: string; email: string }) {
  return noticeStatements(storeId, {
    type: "NOTIFICATION_NEW",
    objectId: sql`(SELECT id FROM users WHERE store_id = ${storeId} AND email = ${v.email})`,
    message: v.name,
    counts: true,
  }).map((q) => db.run(q));
}

// Tenant-scoped account queries. Built once per request for the request's store: every
// statement carries `store_id = storeId`, so a row of another store cannot be read or written.
export function accountsOf(db: Db, storeId: number) {
  const byStore = eq(users.storeId, storeId);
  return {
    findUserByEmail: (email: string) =>
      db
        .select()
        .from(users)
        .where(and(byStore, eq(users.email, email)))
        .get(),
    findUser: (id: number) =>
      db
        .select()
        .from(users)
        .where(and(byStore, eq(users.id, id)))
        .get(),
    /** `extra` rides in the insert's batch (an admin write's audit item). */
    async insertUser(v: Omit<typeof users.$inferInsert, "storeId" | "id">, extra: Extra = []): Promise<UserRow> {
      const [row] = await withExtra(
        db,
        db
          .insert(users)
          .values({ ...v, storeId })
          .returning(),
        extra,
      );
      if (!row) throw new Error("user insert returned nothing");
      return row;
    },
    /** A member signing up: the user row and the store's NOTIFICATION_NEW, one batch. */
    insertMember(v: Omit<typeof users.$inferInsert, "storeId" | "id">): Promise<UserRow> {
      return accountsOf(db, storeId).insertUser(v, memberJoinedStatements(db, storeId, v));
    },
    async updateUser(id: number, patch: Partial<typeof users.$inferInsert>, extra: Extra = []) {
      const { storeId: _s, id: _i, ...safe } = patch;
      const [row] = await withExtra(
        db,
        db
          .update(users)
          .set({ ...safe, updatedAt: new Date().toISOString() })
          .where(and(byStore, eq(users.id, id)))
          .returning(),
        extra,
      );
      return row;
    },
    /** Staff accounts of this store (the staff list's length); members are counted by db/members. */
    async countAdmins() {
      const row = await db
        .select({ admins: sql<number>`count(*)` })
        .from(users)
        .where(and(byStore, eq(users.isAdmin, true)))
        .get();
      return row?.admins ?? 0;
    },
    insertSession: (
      tokenHash: string,
      userId: number,
      expiresAt: string,
      meta: { userAgent?: string | null; ip?: string | null } = {},
    ) =>
      db.insert(sessions).values({
        tokenHash,
        userId,
        storeId,
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
      }),
    /** The session list's "last seen"; callers refresh it only every few minutes. */
    touchSession: (tokenHash: string, nowIso: string) =>
      db
        .update(sessions)
        .set({ lastSeenAt: nowIso })
        .where(and(eq(sessions.storeId, storeId), eq(sessions.tokenHash, tokenHash))),
    /** The session and its user in one query; null if unknown, of another store, or expired. */
    async sessionUser(tokenHash: string) {
      const row = await db
        .select({
          user: users,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          createdAt: sessions.createdAt,
        })
        .from(sessions)
        .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.storeId, storeId)))
        .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.storeId, storeId)))
        .get();
      return row ?? null;
    },
    deleteSession: (tokenHash: string) =>
      db.delete(sessions).where(and(eq(sessions.storeId, storeId), eq(sessions.tokenHash, tokenHash))),
    deleteUserSessions: (userId: number) =>
      db.delete(sessions).where(and(eq(sessions.storeId, storeId), eq(sessions.userId, userId))),
    deleteExpiredSessions: (nowIso: string) =>
      db.delete(sessions).where(and(eq(sessions.storeId, storeId), lt(sessions.expiresAt, nowIso))),
    insertReset: (tokenHash: string, userId: number, expiresAt: string) =>
      db.insert(passwordResets).values({ tokenHash, userId, storeId, expiresAt }),
    /** Marks the token used and returns its user id, only if valid for this store. */
    async consumeReset(tokenHash: string, nowIso: string): Promise<number | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: nowIso })
        .where(
          and(
            eq(passwordResets.storeId, storeId),
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, nowIso),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },
  };
}

export type AccountsDb = ReturnType<typeof accountsOf>;
