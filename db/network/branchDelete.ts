import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../client";
import { noticeStatements } from "../notifications";

// Deleting one branch of a head store's network as one D1 batch (issue 13 §4): the branch is
// marked deleted, its hosts and sessions go, its tree rows are detached and its direct downline
// moves up to its introducer. A batch is one transaction, so a branch is either fully deleted or
// untouched. Every statement names the head store, so no other network can be touched.

export function branchDeleteOf(db: Db, headStoreId: number) {
  const H = headStoreId;
  return {
    /** The statements for one branch; `now` is the deletion time. */
    statements(branchId: number, introducerId: number, now: string): BatchItem<"sqlite">[] {
      const X = branchId;
      return [
        // The caller reads the branch first; a branch already deleted is skipped, not re-run.
        db.run(sql`UPDATE stores SET deleted_at = ${now}, updated_at = ${now}
          WHERE id = ${X} AND parent_store_id = ${H} AND deleted_at IS NULL`),
        // Its downline's paths through it get one step shorter (ancestors above × descendants below),
        // computed from its own rows before they are removed.
        db.run(sql`UPDATE branch_tree SET depth = depth - 1 WHERE head_store_id = ${H}
          AND ancestor_id IN (SELECT ancestor_id FROM branch_tree WHERE head_store_id = ${H} AND descendant_id = ${X} AND depth > 0)
          AND descendant_id IN (SELECT descendant_id FROM branch_tree WHERE head_store_id = ${H} AND ancestor_id = ${X} AND depth > 0)`),
        db.run(
          sql`DELETE FROM branch_tree WHERE head_store_id = ${H} AND (ancestor_id = ${X} OR descendant_id = ${X})`,
        ),
        db.run(sql`UPDATE stores SET introducer_store_id = ${introducerId}, updated_at = ${now}
          WHERE parent_store_id = ${H} AND introducer_store_id = ${X}`),
        db.run(sql`DELETE FROM store_hosts WHERE store_id = ${X}`),
        db.run(sql`DELETE FROM sessions WHERE store_id = ${X}`),
        // The head store's BRANCH_DELETED, only when this batch is the one that deleted it.
        ...noticeStatements(H, {
          type: "BRANCH_DELETED",
          objectId: X,
          message: sql`(SELECT name FROM stores WHERE id = ${X} AND parent_store_id = ${H})`,
          when: sql`EXISTS (SELECT 1 FROM stores WHERE id = ${X} AND parent_store_id = ${H} AND deleted_at = ${now})`,
          counts: true,
        }).map((q) => db.run(q)),
      ];
    },

    async hostsOf(branchId: number): Promise<string[]> {
      const rows = await db.all<{ hostname: string }>(sql`SELECT h.hostname FROM store_hosts h
        JOIN stores s ON s.id = h.store_id WHERE s.id = ${branchId} AND s.parent_store_id = ${H}`);
      return rows.map((r) => r.hostname);
    },
  };
}

/**
 * Delete jobs whose runner stopped (the request's waitUntil was cut short): PENDING or RUNNING and
 * silent since `before`. The only cross-network read here, for the scheduled resume; each job is
 * then run with its own head store's scope.
 */
export async function stalledDeleteJobs(db: Db, kind: string, before: string, limit = 20) {
  return db.all<{ id: number; headStoreId: number; updatedAt: string }>(sql`SELECT id, store_id AS headStoreId,
    updated_at AS updatedAt FROM branch_jobs WHERE kind = ${kind} AND status IN ('PENDING', 'RUNNING')
    AND updated_at < ${before} ORDER BY id LIMIT ${limit}`);
}
