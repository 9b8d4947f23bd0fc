import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { memberJoinedStatements } from "./accounts";
import { batchOf } from "./batch";
import type { Db } from "./client";
import { oauthStates, socialAccounts, socialTickets, tpAuthCodes, users } from "./schema";

// Tenant-scoped queries of social sign-in (migration 0008). Every statement carries the store id,
// so a LINE account bound in one store is never found from another.

/** The members' bindings to their provider accounts. */
function bindingsOf(db: Db, storeId: number) {
  const mine = eq(socialAccounts.storeId, storeId);
  return {
    findBinding: (provider: string, providerUserId: string) =>
      db
        .select()
        .from(socialAccounts)
        .where(and(mine, eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
        .get(),
    listOfUser: (userId: number) =>
      db
        .select()
        .from(socialAccounts)
        .where(and(mine, eq(socialAccounts.userId, userId)))
        .all(),
    insertBinding: (v: {
      userId: number;
      provider: string;
      providerUserId: string;
      email: string | null;
      name: string | null;
    }) => db.insert(socialAccounts).values({ ...v, storeId }),
    deleteBinding: (userId: number, provider: string) =>
      db
        .delete(socialAccounts)
        .where(and(mine, eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
        .returning({ id: socialAccounts.id }),
  };
}

/** The OAuth states between the redirect to the provider and its callback. */
function oauthStatesOf(db: Db, storeId: number) {
  const mine = eq(oauthStates.storeId, storeId);
  return {
    insertState: (v: Omit<typeof oauthStates.$inferInsert, "storeId" | "createdAt">) =>
      db.insert(oauthStates).values({ ...v, storeId }),
    /** Deletes and returns the state in one statement: a state is used once, and only unexpired. */
    async consumeState(stateHash: string, nowIso: string) {
      const [row] = await db
        .delete(oauthStates)
        .where(and(mine, eq(oauthStates.stateHash, stateHash), gt(oauthStates.expiresAt, nowIso)))
        .returning();
      return row ?? null;
    },
    deleteExpiredStates: (nowIso: string) => db.delete(oauthStates).where(and(mine, lt(oauthStates.expiresAt, nowIso))),
  };
}

/** The ticket of a provider account not bound yet, and the registration that spends it. */
function ticketsOf(db: Db, storeId: number) {
  const ticket = (tokenHash: string) => and(eq(socialTickets.storeId, storeId), eq(socialTickets.tokenHash, tokenHash));
  return {
    insertTicket: (v: Omit<typeof socialTickets.$inferInsert, "storeId" | "createdAt">) =>
      db.insert(socialTickets).values({ ...v, storeId }),
    findTicket: (tokenHash: string, nowIso: string) =>
      db
        .select()
        .from(socialTickets)
        .where(and(ticket(tokenHash), gt(socialTickets.expiresAt, nowIso)))
        .get(),
    deleteTicket: (tokenHash: string) => db.delete(socialTickets).where(ticket(tokenHash)),

    /**
     * A new member, their binding and the spent ticket in one transaction: if the email or the LINE
     * account is taken meanwhile, nothing is written.
     */
    async registerWithTicket(v: {
      tokenHash: string;
      provider: string;
      providerUserId: string;
      name: string;
      email: string;
      providerEmail: string | null;
      providerName: string | null;
    }) {
      await batchOf(db, [
        db.insert(users).values({ storeId, name: v.name, email: v.email, passwordHash: "" }),
        db.insert(socialAccounts).select(sql`SELECT NULL, ${storeId}, u.id, ${v.provider}, ${v.providerUserId},
          ${v.providerEmail}, ${v.providerName}, strftime('%Y-%m-%dT%H:%M:%fZ','now')
          FROM ${users} u WHERE u.store_id = ${storeId} AND u.email = ${v.email}`),
        db.delete(socialTickets).where(ticket(v.tokenHash)),
        ...memberJoinedStatements(db, storeId, v),
      ]);
      return db
        .select()
        .from(users)
        .where(and(eq(users.storeId, storeId), eq(users.email, v.email)))
        .get();
    },
  };
}

/** The one-time codes a third-party sign-in exchanges for its member. */
function tpCodesOf(db: Db, storeId: number) {
  return {
    insertTpCode: (codeHash: string, userId: number, expiresAt: string) =>
      db.insert(tpAuthCodes).values({ codeHash, userId, storeId, expiresAt }),
    /** Marks the code used and returns its member, only when unused and unexpired. */
    async consumeTpCode(codeHash: string, nowIso: string): Promise<number | null> {
      const [row] = await db
        .update(tpAuthCodes)
        .set({ usedAt: nowIso })
        .where(
          and(
            eq(tpAuthCodes.storeId, storeId),
            eq(tpAuthCodes.codeHash, codeHash),
            isNull(tpAuthCodes.usedAt),
            gt(tpAuthCodes.expiresAt, nowIso),
          ),
        )
        .returning({ userId: tpAuthCodes.userId });
      return row?.userId ?? null;
    },
  };
}

export function socialOf(db: Db, storeId: number) {
  return {
    ...bindingsOf(db, storeId),
    ...oauthStatesOf(db, storeId),
    ...ticketsOf(db, storeId),
    ...tpCodesOf(db, storeId),
  };
}

export type SocialDb = ReturnType<typeof socialOf>;
