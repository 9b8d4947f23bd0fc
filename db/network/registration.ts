import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import { type BranchApplicationProfile, branchApplications, storeHosts, verifications } from "../schema";

// Branch registration reads and writes of one head store's network (issue 13 §2). `H` is always
// the head store: applications and invitation codes are its rows, never a branch's.

export type DraftWrite = {
  introducerStoreId: number;
  userId: number;
  domainName: string;
  email: string;
  identification: string;
  profile: BranchApplicationProfile;
  verificationId: number | null;
};

const LIVE = sql`status IN ('DRAFT', 'PAID', 'CREATED')`;
/** The member's application: read, drafted, tied to its order and paid. */
function applicationsOf(db: Db, H: number) {
  const mine = (userId: number) => and(eq(branchApplications.storeId, H), eq(branchApplications.userId, userId));
  return {
    /** The member's latest application that is not cancelled (a member opens one branch at a time). */
    async applicationOf(userId: number) {
      return db
        .select()
        .from(branchApplications)
        .where(and(mine(userId), ne(branchApplications.status, "CANCELLED")))
        .orderBy(desc(branchApplications.id))
        .get();
    },

    async application(id: number) {
      return db
        .select()
        .from(branchApplications)
        .where(and(eq(branchApplications.storeId, H), eq(branchApplications.id, id)))
        .get();
    },

    async applicationByOrder(orderId: number) {
      return db
        .select()
        .from(branchApplications)
        .where(and(eq(branchApplications.storeId, H), eq(branchApplications.orderId, orderId)))
        .get();
    },

    /** Insert the member's DRAFT, or rewrite it while it is still a DRAFT. */
    async saveDraft(w: DraftWrite): Promise<number> {
      const current = await this.applicationOf(w.userId);
      const now = new Date().toISOString();
      if (current && current.status === "DRAFT") {
        await db
          .update(branchApplications)
          .set({ ...w, updatedAt: now })
          .where(and(mine(w.userId), eq(branchApplications.id, current.id), eq(branchApplications.status, "DRAFT")));
        return current.id;
      }
      const [row] = await db
        .insert(branchApplications)
        .values({ ...w, storeId: H, status: "DRAFT" })
        .returning({ id: branchApplications.id });
      if (!row) throw new Error("application insert returned nothing");
      return row.id;
    },

    async setOrder(applicationId: number, userId: number, orderId: number) {
      await db
        .update(branchApplications)
        .set({ orderId, updatedAt: new Date().toISOString() })
        .where(and(mine(userId), eq(branchApplications.id, applicationId), eq(branchApplications.status, "DRAFT")));
    },

    /** Marks DRAFT → PAID once its order is paid (the create batch then moves it to CREATED). */
    async markPaid(applicationId: number) {
      await db
        .update(branchApplications)
        .set({ status: "PAID", updatedAt: new Date().toISOString() })
        .where(
          and(
            eq(branchApplications.storeId, H),
            eq(branchApplications.id, applicationId),
            eq(branchApplications.status, "DRAFT"),
          ),
        );
    },
  };
}

/** Whether a name, host, e-mail or identification is already someone else's. */
function heldOf(db: Db, H: number) {
  return {
    /** A live branch or another member's live application holds this name in the network. */
    async domainNameHeld(domainName: string, exceptUserId: number): Promise<boolean> {
      const rows = await db.all<{ n: number }>(sql`
        SELECT (SELECT count(*) FROM stores WHERE parent_store_id = ${H} AND domain_name = ${domainName})
             + (SELECT count(*) FROM branch_applications WHERE store_id = ${H} AND domain_name = ${domainName}
                  AND user_id <> ${exceptUserId} AND ${LIVE}) AS n`);
      return Number(rows[0]?.n ?? 0) > 0;
    },

    /** Any store on the platform answers on this host (hosts are global). */
    async hostTaken(hostname: string): Promise<boolean> {
      const row = await db
        .select({ h: storeHosts.hostname })
        .from(storeHosts)
        .where(eq(storeHosts.hostname, hostname))
        .get();
      return row !== undefined;
    },

    /** The e-mail owns a branch of this network (its root admin) or another member's application. */
    async emailHeld(email: string, exceptUserId: number): Promise<boolean> {
      const e = email.toLowerCase();
      const rows = await db.all<{ n: number }>(sql`
        SELECT (SELECT count(*) FROM users u JOIN stores s ON s.id = u.store_id
                  WHERE s.parent_store_id = ${H} AND s.deleted_at IS NULL AND u.is_root = 1 AND lower(u.email) = ${e})
             + (SELECT count(*) FROM branch_applications WHERE store_id = ${H} AND lower(email) = ${e}
                  AND user_id <> ${exceptUserId} AND ${LIVE}) AS n`);
      return Number(rows[0]?.n ?? 0) > 0;
    },

    async identificationHeld(identification: string, exceptUserId: number): Promise<boolean> {
      const rows = await db.all<{ n: number }>(sql`
        SELECT count(*) AS n FROM branch_applications WHERE store_id = ${H}
          AND identification = ${identification.toUpperCase()} AND user_id <> ${exceptUserId} AND ${LIVE}`);
      return Number(rows[0]?.n ?? 0) > 0;
    },
  };
}

/** The head store's invitation codes. */
function invitationCodesOf(db: Db, H: number) {
  return {
    /** An invitation code of this head store that is open, in its window and not used up. */
    async validVerification(code: string, now = new Date().toISOString()) {
      const row = await db
        .select()
        .from(verifications)
        .where(and(eq(verifications.storeId, H), eq(verifications.code, code.trim())))
        .get();
      if (!row?.isOpen) return null;
      if ((row.startAt && row.startAt > now) || (row.endAt && row.endAt < now)) return null;
      if (row.maxUses > 0 && row.usedCount >= row.maxUses) return null;
      return row;
    },

    async verification(id: number) {
      return db
        .select()
        .from(verifications)
        .where(and(eq(verifications.storeId, H), eq(verifications.id, id)))
        .get();
    },

    /** How many open invitation codes the head store has now (GET /api/verifications/current). */
    async openVerificationCount(now = new Date().toISOString()): Promise<number> {
      const rows = await db.all<{ n: number }>(sql`
        SELECT count(*) AS n FROM verifications WHERE store_id = ${H} AND is_open = 1
          AND (start_at IS NULL OR start_at <= ${now}) AND (end_at IS NULL OR end_at >= ${now})
          AND (max_uses = 0 OR used_count < max_uses)`);
      return Number(rows[0]?.n ?? 0);
    },

    /** For the create batch: the code's use is counted with the branch, or not at all. */
    countVerificationUseStatement(id: number) {
      return db
        .update(verifications)
        .set({ usedCount: sql`${verifications.usedCount} + 1` })
        .where(and(eq(verifications.storeId, H), eq(verifications.id, id)));
    },
  };
}

export function registrationOf(db: Db, headStoreId: number) {
  const H = headStoreId;
  return { ...applicationsOf(db, H), ...heldOf(db, H), ...invitationCodesOf(db, H) };
}

export type Registration = ReturnType<typeof registrationOf>;

/** Branch hosts whose root admin has this e-mail, in one network (find-branch-domain). */
export async function branchHostsByEmail(db: Db, headStoreId: number, email: string): Promise<string[]> {
  const rows = await db.all<{ host: string }>(sql`
    SELECT s.default_domain AS host FROM stores s JOIN users u ON u.store_id = s.id
     WHERE s.parent_store_id = ${headStoreId} AND s.deleted_at IS NULL AND u.is_root = 1
       AND lower(u.email) = ${email.toLowerCase()} AND s.default_domain IS NOT NULL`);
  return rows.map((r) => r.host);
}
