import { describe, expect, it } from "vitest";
import { api, loginToken, sql } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";

// Issue 13 §4 branch-audit-list and setting-audit-profile: a branch owner submits the profile, the
// head store approves or denies it, and each side gets its notice.

const HOST = "head.localhost";
const A = "/api/admin/branch";
const PROFILE = {
  ownerName: "王小明",
  phone: "0912345678",
  email: "owner@example.com",
  companyName: "",
  companyId: "",
  address: "台北市",
};

async function network() {
  const h = await headStore(HOST);
  await sql("UPDATE stores SET if_must_review_user_info = 1 WHERE id = ?", h);
  const headToken = await loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
  const b = await addBranch(h, "alpha");
  const token = await loginToken(b.hostname, b.email, b.password);
  return { h, headToken, b, token };
}
const types = (r: { body: { data: { type: string }[] } }) => r.body.data.map((n) => n.type);

describe("branch audit", () => {
  it("a submitted profile waits in pending; approving it notifies the branch and clears the head store's notice", async () => {
    const { headToken, b, token } = await network();
    const sent = await api(b.hostname, "PATCH", `${A}/auditProfile`, { token, body: PROFILE });
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    expect(sent.body.data).toMatchObject({ auditStatus: "UNAUDITED", mustReview: true });
    expect(sent.body.data.profile.ownerName).toBe("王小明");
    expect(types(await api(HOST, "GET", `${A}/notices`, { token: headToken }))).toEqual(["BRANCH_USER_UNAUDITED"]);

    const pending = await api(HOST, "GET", `${A}/audits?display=pending`, { token: headToken });
    expect(pending.body.data.rows.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect(pending.body.data.rows[0].ownerName).toBe("王小明");
    expect(pending.body.data.counts).toEqual({ pending: 1, approved: 0, denied: 0 });

    const ok = await api(HOST, "PATCH", `${A}/audits/${b.id}`, { token: headToken, body: { status: "NORMAL" } });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(types(await api(b.hostname, "GET", `${A}/notices`, { token }))).toEqual(["BRANCH_USER_NORMAL"]);
    expect((await api(HOST, "GET", `${A}/notices`, { token: headToken })).body.data).toEqual([]);
    expect(
      (await api(HOST, "GET", `${A}/audits?display=approved`, { token: headToken })).body.data.counts.approved,
    ).toBe(1);
    // Decided once: a second decision is refused.
    const again = await api(HOST, "PATCH", `${A}/audits/${b.id}`, { token: headToken, body: { status: "DENY" } });
    expect(again.body.code).toBe(400382);
  });

  it("denying sends BRANCH_USER_DENY with the reason; resubmitting reopens the review", async () => {
    const { headToken, b, token } = await network();
    await api(b.hostname, "PATCH", `${A}/auditProfile`, { token, body: PROFILE });
    const no = await api(HOST, "PATCH", `${A}/audits/${b.id}`, {
      token: headToken,
      body: { status: "DENY", message: "請補上地址" },
    });
    expect(no.body.code).toBe(0);
    const profile = (await api(b.hostname, "GET", `${A}/auditProfile`, { token })).body.data;
    expect(profile.auditStatus).toBe("DENY");
    expect(profile.notices).toMatchObject([{ type: "BRANCH_USER_DENY", message: "請補上地址" }]);

    await api(b.hostname, "PATCH", `${A}/auditProfile`, { token, body: { ...PROFILE, address: "台北市信義區" } });
    const after = (await api(b.hostname, "GET", `${A}/auditProfile`, { token })).body.data;
    expect(after.auditStatus).toBe("UNAUDITED");
    expect(after.notices).toEqual([]);
    expect(types(await api(HOST, "GET", `${A}/notices`, { token: headToken }))).toEqual(["BRANCH_USER_UNAUDITED"]);
  });

  it("bad input is a 422 with field issues and changes nothing", async () => {
    const { headToken, b, token } = await network();
    const bad = await api(b.hostname, "PATCH", `${A}/auditProfile`, { token, body: { ...PROFILE, email: "nope" } });
    expect(bad.status).toBe(422);
    expect(bad.body.issues[0].path).toBe("email");
    expect((await api(b.hostname, "GET", `${A}/auditProfile`, { token })).body.data.profile).toBeNull();
    const status = await api(HOST, "PATCH", `${A}/audits/${b.id}`, { token: headToken, body: { status: "MAYBE" } });
    expect(status.status).toBe(422);
    // The head store is no branch: its own audit profile does not exist.
    expect((await api(HOST, "GET", `${A}/auditProfile`, { token: headToken })).body.code).toBe(400383);
  });

  it("another head store and a sibling branch can neither see nor decide", async () => {
    const { h, headToken, b, token } = await network();
    await api(b.hostname, "PATCH", `${A}/auditProfile`, { token, body: PROFILE });
    await headStore("other.localhost");
    const other = await loginToken("other.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    expect((await api("other.localhost", "GET", `${A}/audits`, { token: other })).body.data.rows).toEqual([]);
    expect((await api("other.localhost", "GET", `${A}/notices`, { token: other })).body.data).toEqual([]);
    const foreign = await api("other.localhost", "PATCH", `${A}/audits/${b.id}`, {
      token: other,
      body: { status: "NORMAL" },
    });
    expect(foreign.body.code).toBe(400004);
    const c = await addBranch(h, "charlie");
    const sib = await loginToken(c.hostname, c.email, c.password);
    expect((await api(c.hostname, "GET", `${A}/audits`, { token: sib })).body.code).toBe(400027);
    expect(
      (await api(c.hostname, "PATCH", `${A}/audits/${b.id}`, { token: sib, body: { status: "NORMAL" } })).body.code,
    ).toBe(400027);
    expect((await api(c.hostname, "GET", `${A}/notices`, { token: sib })).body.data).toEqual([]);
    const still = await api(HOST, "GET", `${A}/audits?display=pending`, { token: headToken });
    expect(still.body.data.rows).toHaveLength(1);
  });
});
