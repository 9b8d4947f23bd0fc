import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, loginToken } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";

// Branch feedback: POST /api/branch/feedback (multipart) and /api/admin/branchfeedback… .

const HOST = "head.localhost";
const F = "/api/admin/branchfeedback";

async function send(host: string, token: string, reasons: string[], content: string) {
  const form = new FormData();
  for (const r of reasons) form.append("reasons", r);
  form.append("content", content);
  const res = await SELF.fetch(`http://${host}/api/branch/feedback`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: any; issues?: { path: string }[] } };
}

describe("branch feedback", () => {
  it("a branch sends feedback; the head store lists, answers, groups by team and exports it", async () => {
    const h = await headStore(HOST);
    const a = await addBranch(h, "alpha");
    const b = await addBranch(h, "bravo", a.id);
    const c = await addBranch(h, "charlie");
    const tb = await loginToken(b.hostname, b.email, b.password);
    const tc = await loginToken(c.hostname, c.email, c.password);
    const sent = await send(b.hostname, tb, ["ACCIDENTAL_SUBSCRIBE", "UNKNOWN_PURCHASE"], "請取消");
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    await send(c.hostname, tc, ["NO_LONGER_NEED_BRANCH"], "");

    const head = await loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
    const list = (await api(HOST, "GET", F, { token: head })).body.data;
    expect(list).toHaveLength(2);
    const mine = list.find((r: { branchStoreId: number }) => r.branchStoreId === b.id);
    expect(mine).toMatchObject({
      reasons: ["ACCIDENTAL_SUBSCRIBE", "UNKNOWN_PURCHASE"],
      content: "請取消",
      branchName: "Branch bravo",
    });

    // Bravo is in alpha's team (alpha is its first-line branch); charlie is its own.
    const teams = (await api(HOST, "GET", `${F}/teams`, { token: head })).body.data;
    expect(teams).toEqual(
      expect.arrayContaining([
        { teamStoreId: a.id, teamName: "Branch alpha", total: 1, unprocessed: 1 },
        { teamStoreId: c.id, teamName: "Branch charlie", total: 1, unprocessed: 1 },
      ]),
    );

    const done = await api(HOST, "PATCH", `${F}/${mine.id}`, {
      token: head,
      body: { status: "PROCESSED", reply: "已處理" },
    });
    expect(done.body.data).toMatchObject({ status: "PROCESSED", reply: "已處理" });
    expect((await api(HOST, "GET", `${F}?status=UNPROCESSED`, { token: head })).body.data).toHaveLength(1);

    // A branch reads only what it sent, and cannot answer.
    const own = (await api(b.hostname, "GET", F, { token: tb })).body.data;
    expect(own.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(own[0].reply).toBe("已處理");
    expect(
      (await api(b.hostname, "PATCH", `${F}/${mine.id}`, { token: tb, body: { status: "UNPROCESSED" } })).body.code,
    ).toBe(400027);

    const xlsx = await api(HOST, "GET", `${F}/excel`, { token: head });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
  });

  it("bad input is a 422 with field issues; a head store cannot send feedback", async () => {
    const h = await headStore(HOST);
    const b = await addBranch(h, "alpha");
    const tb = await loginToken(b.hostname, b.email, b.password);
    const none = await send(b.hostname, tb, [], "x");
    expect(none.status).toBe(422);
    expect(none.body.issues?.[0]?.path).toBe("reasons");
    const unknown = await send(b.hostname, tb, ["BORED"], "x");
    expect(unknown.status).toBe(422);
    const long = await send(b.hostname, tb, ["UNKNOWN_PURCHASE"], "x".repeat(1001));
    expect(long.status).toBe(422);
    expect(long.body.issues?.[0]?.path).toBe("content");
    const head = await loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
    expect((await send(HOST, head, ["UNKNOWN_PURCHASE"], "")).body.code).toBe(400383);
    expect((await api(HOST, "GET", F, { token: head })).body.data).toEqual([]);
    // Anonymous: no session, nothing written.
    const anon = await SELF.fetch(`http://${b.hostname}/api/branch/feedback`, { method: "POST", body: new FormData() });
    expect(((await anon.json()) as { code: number }).code).not.toBe(0);
  });

  it("feedback of one network is invisible to another head store and to a sibling branch", async () => {
    const h = await headStore(HOST);
    const b = await addBranch(h, "alpha");
    const c = await addBranch(h, "charlie");
    const tb = await loginToken(b.hostname, b.email, b.password);
    const id = (await send(b.hostname, tb, ["UNKNOWN_PURCHASE"], "secret")).body.data.id;

    await headStore("other.localhost");
    const other = await loginToken("other.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    expect((await api("other.localhost", "GET", F, { token: other })).body.data).toEqual([]);
    expect((await api("other.localhost", "GET", `${F}/teams`, { token: other })).body.data).toEqual([]);
    const foreign = await api("other.localhost", "PATCH", `${F}/${id}`, {
      token: other,
      body: { status: "PROCESSED" },
    });
    expect(foreign.body.code).toBe(400004);

    const tc = await loginToken(c.hostname, c.email, c.password);
    expect((await api(c.hostname, "GET", F, { token: tc })).body.data).toEqual([]);
    const head = await loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
    expect((await api(HOST, "GET", F, { token: head })).body.data[0].status).toBe("UNPROCESSED");
  });
});
