import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { batchOf, type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { sessions, userLoginChallenges, userRecoveryCodes, userTotp } from "./schema";

// Tenant-scoped queries of the admin's two-factor sign-in and session list. Every statement
// carries store_id AND the user's id: one admin can neither read nor end another's.

/** A session's public id: a prefix of its token hash (the hash itself cannot be replayed either). */
export const SESSION_ID_LENGTH = 16;

/** Two-factor: the secret, its steps and the recovery codes. */
function totpRowsOf(db: Db, storeId: number) {
  const totpOf = (userId: number) => and(eq(userTotp.storeId, storeId), eq(userTotp.userId, userId));
  const codesOf = (userId: number) => and(eq(userRecoveryCodes.storeId, storeId), eq(userRecoveryCodes.userId, userId));
  const codeRows = (userId: number, hashes: string[]) =>
    hashes.map((codeHash) => db.insert(userRecoveryCodes).values({ storeId, userId, codeHash }));

  return {
    getTotp: (userId: number) => db.select().from(userTotp).where(totpOf(userId)).get(),

    /** A new secret waiting for its first code; an enabled one is never replaced here. */
    async setPendingSecret(userId: number, secret: string, extra: Extra = []): Promise<boolean> {
      const rows = await withExtra(
        db,
        db
          .insert(userTotp)
          .values({ userId, storeId, secret })
          .onConflictDoUpdate({
            target: userTotp.userId,
            set: { secret, lastStep: 0, createdAt: new Date().toISOString() },
            setWhere: and(eq(userTotp.storeId, storeId), isNull(userTotp.enabledAt)),
          })
          .returning({ userId: userTotp.userId }),
        extra,
      );
      return rows.length > 0;
    },

    /** Turns two-factor on with its first code's step and a fresh set of recovery codes, at once. */
    async enable(
      userId: number,
      step: number,
      codeHashes: string[],
      nowIso: string,
      extra: Extra = [],
    ): Promise<boolean> {
      const [updated] = (await batchOf(db, [
        db
          .update(userTotp)
          .set({ enabledAt: nowIso, lastStep: step })
          .where(and(totpOf(userId), isNull(userTotp.enabledAt), lt(userTotp.lastStep, step)))
          .returning({ userId: userTotp.userId }),
        ...extra,
        db.delete(userRecoveryCodes).where(
          // Only when the update above matched: a lost race leaves the old codes alone.
          and(
            codesOf(userId),
            sql`exists(select 1 from ${userTotp} where ${userTotp.storeId} = ${storeId} and ${userTotp.userId} = ${userId} and ${userTotp.enabledAt} = ${nowIso})`,
          ),
        ),
        ...codeRows(userId, codeHashes),
      ])) as [unknown[]];
      if (updated.length) return true;
      // The update lost (already enabled, or the step was replayed): drop what the batch inserted.
      await db.delete(userRecoveryCodes).where(and(codesOf(userId), inArray(userRecoveryCodes.codeHash, codeHashes)));
      return false;
    },

    /**
     * Accepts a code's step once: the update only matches when the step is newer than the last
     * accepted one, so two sign-ins racing with one code cannot both win.
     */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ lastStep: step })
        .where(and(totpOf(userId), sql`${userTotp.enabledAt} is not null`, lt(userTotp.lastStep, step)))
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    async useRecoveryCode(userId: number, codeHash: string, nowIso: string): Promise<boolean> {
      const rows = await db
        .update(userRecoveryCodes)
        .set({ usedAt: nowIso })
        .where(and(codesOf(userId), eq(userRecoveryCodes.codeHash, codeHash), isNull(userRecoveryCodes.usedAt)))
        .returning({ id: userRecoveryCodes.id });
      return rows.length > 0;
    },

    async unusedCodeCount(userId: number): Promise<number> {
      const row = await db
        .select({ n: sql<number>`count(*)` })
        .from(userRecoveryCodes)
        .where(and(codesOf(userId), isNull(userRecoveryCodes.usedAt)))
        .get();
      return row?.n ?? 0;
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[], extra: Extra = []) {
      await batchOf(db, [
        db.delete(userRecoveryCodes).where(codesOf(userId)),
        ...codeRows(userId, codeHashes),
        ...extra,
      ]);
    },

    async disable(userId: number, extra: Extra = []) {
      await batchOf(db, [
        db.delete(userTotp).where(totpOf(userId)),
        ...extra,
        db.delete(userRecoveryCodes).where(codesOf(userId)),
        db
          .delete(userLoginChallenges)
          .where(and(eq(userLoginChallenges.storeId, storeId), eq(userLoginChallenges.userId, userId))),
      ]);
    },
  };
}

/** The sign-in challenges between the password and the second factor. */
function challengesOf(db: Db, storeId: number) {
  return {
    insertChallenge: (tokenHash: string, userId: number, expiresAt: string) =>
      db.insert(userLoginChallenges).values({ tokenHash, storeId, userId, expiresAt }),

    /** A live challenge (unused, unexpired, attempts left) and its user id. */
    liveChallenge: (tokenHash: string, nowIso: string, maxAttempts: number) =>
      db
        .select({ userId: userLoginChallenges.userId })
        .from(userLoginChallenges)
        .where(
          and(
            eq(userLoginChallenges.storeId, storeId),
            eq(userLoginChallenges.tokenHash, tokenHash),
            isNull(userLoginChallenges.usedAt),
            gt(userLoginChallenges.expiresAt, nowIso),
            lt(userLoginChallenges.attempts, maxAttempts),
          ),
        )
        .get(),

    countAttempt: (tokenHash: string) =>
      db
        .update(userLoginChallenges)
        .set({ attempts: sql`${userLoginChallenges.attempts} + 1` })
        .where(and(eq(userLoginChallenges.storeId, storeId), eq(userLoginChallenges.tokenHash, tokenHash))),

    /** Spends the challenge: true for exactly one caller. */
    async spendChallenge(tokenHash: string, nowIso: string): Promise<boolean> {
      const rows = await db
        .update(userLoginChallenges)
        .set({ usedAt: nowIso })
        .where(
          and(
            eq(userLoginChallenges.storeId, storeId),
            eq(userLoginChallenges.tokenHash, tokenHash),
            isNull(userLoginChallenges.usedAt),
          ),
        )
        .returning({ userId: userLoginChallenges.userId });
      return rows.length > 0;
    },
  };
}

/** The admin's own sessions. */
function sessionListOf(db: Db, storeId: number) {
  const sessionsOf = (userId: number) => and(eq(sessions.storeId, storeId), eq(sessions.userId, userId));
  return {
    listSessions: (userId: number, nowIso: string) =>
      db
        .select({
          tokenHash: sessions.tokenHash,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(sessionsOf(userId), gt(sessions.expiresAt, nowIso)))
        .orderBy(desc(sessions.createdAt)),

    async revokeSession(userId: number, publicId: string, extra: Extra = []): Promise<number> {
      const rows = await withExtra(
        db,
        db
          .delete(sessions)
          .where(and(sessionsOf(userId), sql`substr(${sessions.tokenHash}, 1, ${SESSION_ID_LENGTH}) = ${publicId}`))
          .returning({ tokenHash: sessions.tokenHash }),
        extra,
      );
      return rows.length;
    },

    async revokeOtherSessions(userId: number, keepTokenHash: string, extra: Extra = []): Promise<number> {
      const rows = await withExtra(
        db,
        db
          .delete(sessions)
          .where(and(sessionsOf(userId), ne(sessions.tokenHash, keepTokenHash)))
          .returning({ tokenHash: sessions.tokenHash }),
        extra,
      );
      return rows.length;
    },
  };
}

export function securityOf(db: Db, storeId: number) {
  return { ...totpRowsOf(db, storeId), ...challengesOf(db, storeId), ...sessionListOf(db, storeId) };
}

export type SecurityDb = ReturnType<typeof securityOf>;
