import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { batchOf } from "../batch";
import type { Db } from "../client";
import { branchApplications, storeHosts, stores, users } from "../schema";
import { branchAuditOf } from "./branchAudit";
import { branchTreeOf } from "./branchTree";

// Branch stores of one head store's network (issue 13). Reads and writes take the head store's
// id and never reach another network.

export type NewBranch = {
  headStoreId: number;
  introducerStoreId: number;
  type: "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE" | "BRANCH_MULTILEVEL_PAY_BY_SELF";
  name: string;
  domainName: string;
  hostname: string;
  trialType: string;
  trialEndsAt: string | null;
  /** When the plan ends (branch-renewal.md); absent/null = never. */
  planEndsAt?: string | null;
  /** The MUST_BE_BOUGHT product the branch holds as its plan. */
  planProductId?: number | null;
  auditStatus: "UNAUDITED" | "NORMAL";
  /** The branch's root admin (the registrant): the head-store member's password hash is reused. */
  admin: { email: string; name: string; passwordHash: string; phone?: string | null };
  /** The application this creates the branch for, moved to CREATED in the same batch. */
  applicationId?: number;
};

export function branchesOf(db: Db, headStoreId: number) {
  const H = headStoreId;
  const tree = branchTreeOf(db, H);
  const idOf = (domainName: string) =>
    sql`(SELECT id FROM stores WHERE parent_store_id = ${H} AND domain_name = ${domainName})`;
  return {
    headStoreId: H,

    /**
     * One D1 batch (one transaction): the store, its host, its root admin, its place in the tree
     * and the application's outcome, plus `extra` (default settings) — all or nothing. The
     * network-unique domain name and the host's primary key make a retried batch fail whole.
     */
    async create(b: NewBranch, extra: (hostname: string) => BatchItem<"sqlite">[] = () => []): Promise<number> {
      const id = idOf(b.domainName);
      const items: BatchItem<"sqlite">[] = [
        db.insert(stores).values({
          name: b.name,
          status: "NORMAL",
          type: b.type,
          trialType: b.trialType,
          trialEndsAt: b.trialEndsAt,
          planEndsAt: b.planEndsAt ?? null,
          planProductId: b.planProductId ?? null,
          parentStoreId: H,
          introducerStoreId: b.introducerStoreId,
          domainName: b.domainName,
          defaultDomain: b.hostname,
          auditStatus: b.auditStatus,
        }),
        db.insert(storeHosts).values({ hostname: b.hostname, storeId: id }),
        db.insert(users).values({
          storeId: id,
          email: b.admin.email,
          name: b.admin.name,
          passwordHash: b.admin.passwordHash,
          phone: b.admin.phone ?? null,
          isAdmin: true,
          isRoot: true,
        }),
        tree.rootStatement(),
        tree.attachStatement(id, b.introducerStoreId),
        ...extra(b.hostname),
      ];
      // A branch that opens waiting for review is on the head store's list to review (its notice).
      if (b.auditStatus === "UNAUDITED") {
        items.push(branchAuditOf(db, H).noticeStatement(H, "BRANCH_USER_UNAUDITED", id, "UNAUDITED"));
      }
      if (b.applicationId !== undefined) {
        items.push(
          db
            .update(branchApplications)
            .set({ status: "CREATED", branchStoreId: id, updatedAt: new Date().toISOString() })
            .where(and(eq(branchApplications.storeId, H), eq(branchApplications.id, b.applicationId))),
        );
      }
      await batchOf(db, items);
      const created = await this.byDomainName(b.domainName);
      if (!created) throw new Error("branch insert returned nothing");
      return created.id;
    },

    async byDomainName(domainName: string) {
      return db
        .select()
        .from(stores)
        .where(and(eq(stores.parentStoreId, H), eq(stores.domainName, domainName)))
        .get();
    },

    /** A branch of this network (not deleted), or undefined — never another network's store. */
    async find(storeId: number) {
      return db
        .select()
        .from(stores)
        .where(and(eq(stores.parentStoreId, H), eq(stores.id, storeId), isNull(stores.deletedAt)))
        .get();
    },

    /** The statement that changes a branch's own fields (head store edits); never another network's store. */
    patchStatement(storeId: number, set: BranchFields, now = new Date().toISOString()): BatchItem<"sqlite"> {
      return db
        .update(stores)
        .set({ ...set, updatedAt: now })
        .where(and(eq(stores.id, storeId), eq(stores.parentStoreId, H)));
    },

    /** The statement that records a branch's new introducer (its place in the tree moves with branchTree). */
    introducerStatement(storeId: number, introducerId: number, now = new Date().toISOString()): BatchItem<"sqlite"> {
      return db
        .update(stores)
        .set({ introducerStoreId: introducerId, updatedAt: now })
        .where(and(eq(stores.id, storeId), eq(stores.parentStoreId, H)));
    },

    /** A closed branch back to a fresh registration: unpaid, no trial, its reset time stamped. */
    resetStatement(storeId: number, now: string): BatchItem<"sqlite"> {
      return db
        .update(stores)
        .set({ status: "CLOSE_STORE_UNPAID", trialType: "NONE", trialEndsAt: null, resetAt: now, updatedAt: now })
        .where(and(eq(stores.id, storeId), eq(stores.parentStoreId, H)));
    },

    /** Live branches counted against the head store's allowBranchAmount. */
    async count(): Promise<number> {
      const [row] = await db.all<{ n: number }>(
        sql`SELECT count(*) AS n FROM stores WHERE parent_store_id = ${H} AND deleted_at IS NULL`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type Branches = ReturnType<typeof branchesOf>;

/** What the head store may change on a branch store's row. */
export type BranchFields = Partial<
  Pick<typeof stores.$inferInsert, "name" | "status" | "type" | "trialType" | "trialEndsAt" | "auditStatus">
>;
