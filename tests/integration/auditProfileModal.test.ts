import { describe, expect, it } from "vitest";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { api, loginToken, sql } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";

// The storefront's audit-profile modal (spec storefront "Shell", back-office §2.4): the server's
// askProfile says when a branch owner is asked; sending the profile notifies the head store.

const PROFILE = { ownerName: "林小竹", phone: "0912345678", email: "bamboo@example.com" };

async function network(review: boolean) {
  const headId = await headStore("audit.localhost");
  await sql("UPDATE stores SET if_must_review_user_info = ? WHERE id = ?", review ? 1 : 0, headId);
  memoClear();
  const b = await addBranch(headId, "bamboo", headId, { baseDomain: "audit.localhost" });
  // A new branch of a reviewing head store waits for review (functions/network/registration/open.ts).
  await sql("UPDATE stores SET audit_status = 'UNAUDITED' WHERE id = ?", b.id);
  const token = await loginToken(b.hostname, b.email, b.password);
  return { headId, b, owner: { host: b.hostname, token } };
}

const ask = async (o: { host: string; token: string }) =>
  (await api(o.host, "GET", "/api/admin/branch/auditProfile", { token: o.token })).body.data.askProfile;

describe("audit-profile modal", () => {
  it("asks the owner until the profile is sent; sending it puts the branch in the head store's pending list", async () => {
    const { headId, b, owner } = await network(true);
    expect(await ask(owner)).toBe(true);
    const bad = await api(owner.host, "PATCH", "/api/admin/branch/auditProfile", {
      token: owner.token,
      body: { ...PROFILE, phone: "12" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(400001);
    expect(await ask(owner)).toBe(true);
    const sent = await api(owner.host, "PATCH", "/api/admin/branch/auditProfile", {
      token: owner.token,
      body: PROFILE,
    });
    expect(sent.body.code).toBe(0);
    expect(sent.body.data.askProfile).toBe(false);
    expect(await ask(owner)).toBe(false);
    const notices = await sql<Record<string, any>>(
      "SELECT * FROM branch_notices WHERE store_id = ? AND type = 'BRANCH_USER_UNAUDITED' AND read_at IS NULL",
      headId,
    );
    expect(notices.map((n) => n.subject_store_id)).toEqual([b.id]);
    const head = await loginToken("audit.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    const list = await api("audit.localhost", "GET", "/api/admin/branch/audits?display=pending", { token: head });
    expect(JSON.stringify(list.body.data.rows)).toContain("bamboo");
  });

  it("is not asked when the head store does not review owners, once approved, nor in a closed branch", async () => {
    const { b, owner } = await network(false);
    expect(await ask(owner)).toBe(false);
    await sql(
      "UPDATE stores SET if_must_review_user_info = 1 WHERE id = (SELECT parent_store_id FROM stores WHERE id = ?)",
      b.id,
    );
    memoClear();
    expect(await ask(owner)).toBe(true);
    await sql("UPDATE stores SET audit_status = 'NORMAL' WHERE id = ?", b.id);
    memoClear();
    expect(await ask(owner)).toBe(false);
    await sql("UPDATE stores SET audit_status = 'DENY' WHERE id = ?", b.id);
    await sql("UPDATE stores SET status = 'CLOSE_STORE_BY_USER' WHERE id = ?", b.id);
    await sql(
      "UPDATE stores SET if_must_review_user_info = 1 WHERE id = (SELECT parent_store_id FROM stores WHERE id = ?)",
      b.id,
    );
    memoClear();
    expect(await ask(owner)).toBe(false);
  });

  it("a sibling branch's owner cannot send it for this branch", async () => {
    const { headId, b, owner } = await network(true);
    const sibling = await addBranch(headId, "pine", headId, { baseDomain: "audit.localhost" });
    const sibToken = await loginToken(sibling.hostname, sibling.email, sibling.password);
    // The sibling's token does not work on bamboo's host; on its own host it only touches its own row.
    const cross = await api(owner.host, "PATCH", "/api/admin/branch/auditProfile", { token: sibToken, body: PROFILE });
    expect(cross.body.code).not.toBe(0);
    expect(await sql("SELECT * FROM store_reviews WHERE store_id = ?", b.id)).toHaveLength(0);
  });
});
