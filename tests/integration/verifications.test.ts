import { describe, expect, it } from "vitest";
import { api, loginToken } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";

// Invitation codes: CRUD /api/admin/verifications(/{id}), the head store's own.

const HOST = "head.localhost";
const V = "/api/admin/verifications";
const CODE = {
  code: "spring-2026",
  name: "Spring fair",
  trialType: "BY_VERIFYCODE",
  trialLength: 30,
  trialUnit: "DAY",
  startAt: "2026-01-01T00:00:00.000Z",
  endAt: "2099-01-01T00:00:00.000Z",
  maxUses: 10,
  isOpen: true,
};

describe("invitation codes", () => {
  it("creates, lists with state, updates and deletes a code", async () => {
    await headStore(HOST);
    const token = await loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
    const made = await api(HOST, "POST", V, { token, body: CODE });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(made.body.data).toMatchObject({ code: "SPRING-2026", state: "VALID", usedCount: 0 });
    const id = made.body.data.id;

    const dup = await api(HOST, "POST", V, { token, body: { ...CODE, code: "Spring-2026" } });
    expect(dup.body.code).toBe(400380);

    const closed = await api(HOST, "PATCH", `${V}/${id}`, { token, body: { isOpen: false } });
    expect(closed.body.data.state).toBe("CLOSED");
    expect((await api(HOST, "GET", `${V}?state=CLOSED`, { token })).body.data).toHaveLength(1);
    expect((await api(HOST, "GET", `${V}?state=VALID`, { token })).body.data).toHaveLength(0);
    expect((await api(HOST, "GET", `${V}?q=spring`, { token })).body.data[0].id).toBe(id);

    // The merged code must still hold: an end before the stored start is refused.
    const bad = await api(HOST, "PATCH", `${V}/${id}`, { token, body: { endAt: "2025-01-01T00:00:00.000Z" } });
    expect(bad.status).toBe(422);
    expect(bad.body.issues[0].path).toBe("endAt");

    expect((await api(HOST, "DELETE", `${V}/${id}`, { token })).body.code).toBe(0);
    expect((await api(HOST, "GET", `${V}/${id}`, { token })).body.code).toBe(400004);
  });

  it("refuses bad input with field issues", async () => {
    await headStore(HOST);
    const token = await loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
    const r = await api(HOST, "POST", V, {
      token,
      body: { ...CODE, code: "a b", name: "", trialLength: 0, endAt: "2025-01-01T00:00:00.000Z" },
    });
    expect(r.status).toBe(422);
    const paths = [...new Set(r.body.issues.map((i: { path: string }) => i.path))].sort();
    expect(paths).toEqual(["code", "endAt", "name", "trialLength"]);
    expect((await api(HOST, "GET", V, { token })).body.data).toEqual([]);
  });

  it("codes of one head store are invisible to another and to branches", async () => {
    const h = await headStore(HOST);
    const token = await loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
    const id = (await api(HOST, "POST", V, { token, body: CODE })).body.data.id;

    await headStore("other.localhost");
    const other = await loginToken("other.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    expect((await api("other.localhost", "GET", V, { token: other })).body.data).toEqual([]);
    expect((await api("other.localhost", "GET", `${V}/${id}`, { token: other })).body.code).toBe(400004);
    expect(
      (await api("other.localhost", "PATCH", `${V}/${id}`, { token: other, body: { isOpen: false } })).body.code,
    ).toBe(400004);
    expect((await api("other.localhost", "DELETE", `${V}/${id}`, { token: other })).body.code).toBe(400004);
    // The other store may reuse the same code text.
    expect((await api("other.localhost", "POST", V, { token: other, body: CODE })).body.code).toBe(0);

    const b = await addBranch(h, "alpha");
    const bt = await loginToken(b.hostname, b.email, b.password);
    expect((await api(b.hostname, "GET", V, { token: bt })).body.code).toBe(400027);
    expect((await api(HOST, "GET", `${V}/${id}`, { token })).body.data.isOpen).toBe(true);
  });

  it("a used code cannot be deleted (400381)", async () => {
    await headStore(HOST);
    const token = await loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
    const id = (await api(HOST, "POST", V, { token, body: CODE })).body.data.id;
    const { sql } = await import("../helpers");
    await sql("UPDATE verifications SET used_count = 1 WHERE id = ?", id);
    expect((await api(HOST, "DELETE", `${V}/${id}`, { token })).body.code).toBe(400381);
  });
});
