import { describe, expect, it } from "vitest";
import { hashPassword } from "../../../functions/platform/crypto";
import { api, createStore, loginToken, sql } from "../../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./fixtures";

// Who may call the network admin's calls, for the four store types (spec back-office §2.3, §6):
// a head store everything; a branch's main account its own downline reads only (the head store's
// calls answer 400027); a branch's staff account 400028 on those reads; a NORMAL store an empty network.

type Who = "NORMAL" | "HEAD" | "BRANCH_BY_HEAD" | "BRANCH_BY_SELF" | "BRANCH_STAFF";
const OPEN_TO_BRANCH_ROOT = new Set(["GET /branches", "GET /branches/:id", "GET /simpleBranches"]);

describe("network admin guards for the four store types", () => {
  it("answers each caller as the access table says", async () => {
    const h = await headStore();
    const a = await addBranch(h, "alpha");
    const b = await addBranch(h, "bravo", a.id);
    const s = await addBranch(h, "selfpay", h, { type: "BRANCH_MULTILEVEL_PAY_BY_SELF" });
    await addBranch(h, "sierra", s.id);
    await sql(
      "INSERT INTO users (store_id, email, name, password_hash, is_admin, is_root) VALUES (?, 'staff@example.com', 'Staff', ?, 1, 0)",
      a.id,
      await hashPassword("staff12345"),
    );
    await createStore("plain.localhost", "NORMAL", HEAD_ADMIN);
    const callers: Record<Who, { host: string; token: string }> = {
      NORMAL: {
        host: "plain.localhost",
        token: await loginToken("plain.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password),
      },
      HEAD: {
        host: "head.localhost",
        token: await loginToken("head.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password),
      },
      BRANCH_BY_HEAD: { host: a.hostname, token: await loginToken(a.hostname, a.email, a.password) },
      BRANCH_BY_SELF: { host: s.hostname, token: await loginToken(s.hostname, s.email, s.password) },
      BRANCH_STAFF: { host: a.hostname, token: await loginToken(a.hostname, "staff@example.com", "staff12345") },
    };
    // A branch below the caller where one exists (bravo under alpha), so allowed reads succeed.
    const below = (who: Who) => (who === "BRANCH_BY_SELF" ? s.id + 1 : b.id);
    const calls: [string, string, (who: Who) => string, unknown?][] = [
      ["GET /branches", "GET", () => "/branches"],
      ["GET /branches/:id", "GET", (w) => `/branches/${below(w)}`],
      ["GET /simpleBranches", "GET", () => "/simpleBranches"],
      ["GET /multilevel/branches/:id", "GET", () => `/multilevel/branches/${b.id}`],
      ["PATCH /multilevel/branches/:id", "PATCH", () => `/multilevel/branches/${b.id}`, { auditStatus: "NORMAL" }],
      [
        "POST /multilevel/branches/move",
        "POST",
        () => "/multilevel/branches/move",
        { ids: [b.id], introducerId: a.id },
      ],
      ["PATCH /multilevel/branches/reset/:id", "PATCH", () => `/multilevel/branches/reset/${b.id}`],
      ["GET /multilevel/deletedBranches", "GET", () => "/multilevel/deletedBranches"],
      ["GET /multilevel/branchJobs", "GET", () => "/multilevel/branchJobs"],
      ["GET /branch/users", "GET", () => "/branch/users"],
      ["GET /branch/user/excel", "GET", () => "/branch/user/excel"],
    ];
    const seen: string[] = [];
    for (const [name, method, path, body] of calls) {
      for (const who of Object.keys(callers) as Who[]) {
        const c = callers[who];
        const r = await api(c.host, method, `/api/admin${path(who)}`, { token: c.token, body });
        const code = r.headers.get("content-type")?.includes("json") ? r.body.code : 0;
        let want: number[];
        if (who === "HEAD") want = [name.includes("reset") ? 400372 : 0];
        // A NORMAL store passes the table but has no network: lists are empty, another
        // network's branch does not exist for it (or is refused as input).
        else if (who === "NORMAL")
          want = /\/(branches|multilevel\/branches)[/\w]*:id|move/.test(name) ? [400004, 400001] : [0];
        else if (!OPEN_TO_BRANCH_ROOT.has(name)) want = [400027];
        else want = [who === "BRANCH_STAFF" ? 400028 : 0];
        seen.push(`${name} ${who} ${want.includes(code) ? "ok" : `${code} not in ${want}`}`);
      }
    }
    expect(seen.filter((x) => !x.endsWith(" ok"))).toEqual([]);
    expect(seen).toHaveLength(calls.length * 5);
  });
});
