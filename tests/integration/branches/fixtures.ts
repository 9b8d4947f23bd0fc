import { env } from "cloudflare:test";
import { getDb } from "../../../db/client";
import { branchesOf } from "../../../db/network/branches";
import { hashPassword } from "../../../functions/platform/crypto";
import { createStore, loginToken, sql } from "../../helpers";

// A head store and branches under it, made through the same atomic create the registration uses.

export const HEAD_ADMIN = { email: "head@example.com", password: "head12345", name: "Head Admin" };

export async function headStore(host = "head.localhost", allowBranch = true) {
  const id = await createStore(host, "HEAD_STORE_MULTILEVEL", HEAD_ADMIN);
  await sql(
    "UPDATE stores SET policy = ? WHERE id = ?",
    JSON.stringify({ allowBranch, allowBranchAmount: 0, selectAmount: 0, selectLimit: 0, isLimited: false }),
    id,
  );
  return id;
}

export async function addBranch(
  headStoreId: number,
  domainName: string,
  introducerStoreId = headStoreId,
  opts: {
    baseDomain?: string;
    password?: string;
    type?: "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE" | "BRANCH_MULTILEVEL_PAY_BY_SELF";
  } = {},
) {
  const db = getDb(env.DB);
  const hostname = `${domainName}.${opts.baseDomain ?? "head.localhost"}`;
  const id = await branchesOf(db, headStoreId).create({
    headStoreId,
    introducerStoreId,
    type: opts.type ?? "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE",
    name: `Branch ${domainName}`,
    domainName,
    hostname,
    trialType: "NONE",
    trialEndsAt: null,
    auditStatus: "NORMAL",
    admin: {
      email: `${domainName}@example.com`,
      name: `Owner ${domainName}`,
      passwordHash: await hashPassword(opts.password ?? "branch1234"),
    },
  });
  return { id, hostname, email: `${domainName}@example.com`, password: opts.password ?? "branch1234" };
}

/** The network's closure rows as sorted `ancestor>descendant:depth` strings (compare whole trees). */
export async function treePairs(headStoreId: number) {
  const rows = await sql<{ a: number; d: number; depth: number }>(
    "SELECT ancestor_id a, descendant_id d, depth FROM branch_tree WHERE head_store_id = ?",
    headStoreId,
  );
  return rows.map((r) => `${r.a}>${r.d}:${r.depth}`).sort();
}

/** head.localhost with alpha → bravo → charlie and delta on its first line, and its admin's token. */
export async function sampleNetwork() {
  const h = await headStore();
  const a = await addBranch(h, "alpha");
  const b = await addBranch(h, "bravo", a.id);
  const c = await addBranch(h, "charlie", b.id);
  const d = await addBranch(h, "delta");
  const token = await loginToken("head.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
  return { h, a, b, c, d, token };
}
