import { describe, expect, it } from "vitest";
import { api, loginToken, operator, sql } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";
import { DAY, pay, renewalNetwork, renewalOrder, run, setPlanEnd } from "./branchRenewal/fixtures";

// Issue 13: the head store's network notices (failed renewals, plan changes, owners to review) as
// highlights 11–13 of GET/DELETE /api/admin/highlights and the admin shell's top banner. Only the
// head store's admins who may see the branch section get them; clearing is audited.

type H = { type: string; id: number; amount: number; content: { message: string } };
const highlights = async (host: string, token: string) =>
  ((await api(host, "GET", "/api/admin/highlights", { token })).body.data as H[]).filter(
    // The network notices (11–13); a branch's own highlights (its failed renewal, 16) are highlightsWrites'.
    (h) => h.id >= 11 && h.id <= 13,
  );

describe("head store's network notices", () => {
  it("a failed renewal, then a plan change, show in highlights and the banner until read", async () => {
    const n = await renewalNetwork();
    const host = "rn.localhost";
    const alphaName = (await sql<{ name: string }>("SELECT name FROM stores WHERE id = ?", n.alpha.id))[0]!.name;
    expect(await highlights(host, n.headToken)).toEqual([]);

    await setPlanEnd(n.alpha.id, new Date(Date.now() - 10 * DAY).toISOString());
    await run(new Date());
    expect(await highlights(host, n.headToken)).toMatchObject([
      { type: "BRANCH_RENEWED_FAIL_BRANCH", id: 12, amount: 1, content: { message: alphaName } },
    ]);
    const shell = await api(host, "GET", "/admin/branch-downlinelist", {
      token: n.headToken,
      headers: { cookie: "sf_lang=en" },
    });
    expect(shell.body).toContain('data-testid="network-notice-BRANCH_RENEWED_FAIL_BRANCH"');
    expect(shell.body).toContain("Branches closed after a failed renewal: 1");

    // alpha renews onto another plan: its failure notice is settled, the plan change is new.
    await sql("UPDATE stores SET plan_product_id = ? WHERE id = ?", n.option.productId, n.alpha.id);
    const { nonce } = await renewalOrder(n);
    await pay(n, nonce as string);
    const after = await highlights(host, n.headToken);
    expect(after.map((h) => h.type)).toEqual(["BRANCH_PLAN_CHANGE"]);

    const read = await api(host, "DELETE", "/api/admin/highlights/13", { token: n.headToken });
    expect(read.body).toMatchObject({ code: 0, data: { cleared: 1 } });
    expect(await highlights(host, n.headToken)).toEqual([]);
    expect(
      await sql("SELECT system, object_id AS o FROM audit_logs WHERE store_id = ? AND system = 'Branch'", n.headId),
    ).toEqual([{ system: "Branch", o: "13" }]);
    const quiet = await api(host, "GET", "/admin/branch-downlinelist", { token: n.headToken });
    expect(quiet.body).not.toContain('data-testid="network-notice-bar"');
  }, 120_000);

  it("a branch that opens waiting for review is on the head store's list until decided", async () => {
    const n = await renewalNetwork();
    const host = "rn.localhost";
    const made = await operator("POST", `/operator/stores/${n.headId}/branches`, {
      name: "Waiting",
      domainName: "waiting",
      auditStatus: "UNAUDITED",
      admin: { email: "waiting@example.com", password: "branch1234", name: "Owner" },
    });
    expect(made.status).toBe(201);
    expect(await highlights(host, n.headToken)).toMatchObject([{ type: "BRANCH_USER_UNAUDITED", id: 11, amount: 1 }]);
    const decided = await api(host, "PATCH", `/api/admin/branch/audits/${made.body.data.storeId}`, {
      token: n.headToken,
      body: { status: "NORMAL" },
    });
    expect(decided.body.code).toBe(0);
    expect(await highlights(host, n.headToken)).toEqual([]);
  }, 120_000);

  it("branches, another head store and an admin without the branch section neither see nor clear them", async () => {
    const n = await renewalNetwork();
    const host = "rn.localhost";
    await setPlanEnd(n.alpha.id, new Date(Date.now() - 10 * DAY).toISOString());
    await run(new Date());
    expect(await highlights(host, n.headToken)).toHaveLength(1);

    // The branch itself: none listed, and it may not clear its head store's.
    expect(await highlights(n.alpha.hostname, n.token)).toEqual([]);
    const byBranch = await api(n.alpha.hostname, "DELETE", "/api/admin/highlights/12", { token: n.token });
    expect(byBranch.body.code).toBe(400027);

    // Another network's head store sees only its own (none).
    const otherId = await headStore("other-net.localhost");
    await addBranch(otherId, "beta");
    const otherToken = await loginToken("other-net.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    expect(await highlights("other-net.localhost", otherToken)).toEqual([]);
    const cross = await api("other-net.localhost", "DELETE", "/api/admin/highlights/12", { token: otherToken });
    expect(cross.body).toMatchObject({ code: 0, data: { cleared: 0 } });
    expect(await highlights(host, n.headToken)).toHaveLength(1);

    // The head store's admin without the branch section (privilege 5).
    await sql("UPDATE users SET blocked_privileges = '[5]' WHERE store_id = ? AND is_root = 1", n.headId);
    expect(await highlights(host, n.headToken)).toEqual([]);
    const blocked = await api(host, "DELETE", "/api/admin/highlights/12", { token: n.headToken });
    expect(blocked.body.code).toBe(400027);
    await sql("UPDATE users SET blocked_privileges = '[]' WHERE store_id = ? AND is_root = 1", n.headId);
    expect(await highlights(host, n.headToken)).toHaveLength(1);
  }, 120_000);
});
