import { describe, expect, it } from "vitest";
import doc from "../../docs/decisions/highlights.md?raw";
import { api, createStore, loginToken, operator, sql } from "../helpers";

// {PRODUCT}_BULLETIN_NEW is counted on read against each store's "seen up to" mark, never written
// per store (docs/decisions/highlights.md "System notices"): this replays the worked example of
// that section step by step, and checks a second store keeps its own mark.

type H = { type: string; id: number; amount: number; content: { notificationId: number | null; message: string } };
const ADMIN = { email: "owner@example.com", password: "owner12345", name: "Owner" };
const TYPE = "STOREFLEET_BULLETIN_NEW";

const section = doc.slice(doc.indexOf("## System notices"), doc.indexOf("## Clearing them"));
const steps = section
  .split("\n")
  .filter((l) => /^\|\s*\d+\s*\|/.test(l))
  .map((l) => {
    const [, event, badge] = l
      .split("|")
      .slice(1, -1)
      .map((c) => c.trim());
    return { event: event ?? "", badge: Number(badge) };
  });

const badge = async (host: string, token: string) =>
  ((await api(host, "GET", "/api/admin/highlights", { token })).body.data as H[]).find((h) => h.type === TYPE);

async function openStore(host: string) {
  await createStore(host, "NORMAL", ADMIN);
  return loginToken(host, ADMIN.email, ADMIN.password);
}

describe("system notices as a highlight", () => {
  it("the decision's worked example, step by step", async () => {
    expect(steps.map((s) => s.badge)).toEqual([0, 0, 1, 1, 2, 0, 1, 0, 1]);
    const host = "sys-notice.localhost";
    let token = "";
    let newest: { id: number; title: string } | null = null;
    for (const [i, step] of steps.entries()) {
      const post = /^post (hidden )?"(.+)"$/.exec(step.event);
      if (post) {
        const r = await operator("POST", "/operator/bulletins", { title: post[2], isDisplay: !post[1] });
        expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
        if (!post[1]) newest = { id: r.body.data.id, title: post[2]! };
      } else if (step.event === "open the store") {
        token = await openStore(host);
      } else if (step.event === "visit the system notice list") {
        expect((await api(host, "GET", "/admin/notifications-storefleet-bulletin-list", { token })).status).toBe(200);
      } else if (step.event === "DELETE the highlight") {
        expect((await api(host, "DELETE", "/api/admin/highlights/22", { token })).body.code).toBe(0);
      } else {
        throw new Error(`unknown step ${step.event}`);
      }
      if (!token) continue;
      const got = await badge(host, token);
      expect(got?.amount ?? 0, `step ${i + 1}: ${step.event}`).toBe(step.badge);
      if (step.badge > 0)
        expect(got).toMatchObject({ id: 22, content: { notificationId: newest?.id, message: newest?.title } });
    }
    // Nothing was written per store but the one mark.
    expect(await sql("SELECT count(*) AS n FROM store_notifications WHERE type = ?", TYPE)).toEqual([{ n: 0 }]);
  });

  it("each store counts against its own mark", async () => {
    const a = "sys-a.localhost";
    const b = "sys-b.localhost";
    const ta = await openStore(a);
    const tb = await openStore(b);
    await operator("POST", "/operator/bulletins", { title: "For everyone" });
    expect((await badge(a, ta))?.amount).toBe(1);
    expect((await badge(b, tb))?.amount).toBe(1);
    expect((await api(a, "GET", "/admin/notifications-storefleet-bulletin-list", { token: ta })).status).toBe(200);
    expect(await badge(a, ta)).toBeUndefined();
    // B's mark did not move with A's visit.
    expect((await badge(b, tb))?.amount).toBe(1);
    // A's token is no admin of B: its DELETE on B's host clears nothing.
    expect((await api(b, "DELETE", "/api/admin/highlights/22", { token: ta })).body.code).not.toBe(0);
    expect((await badge(b, tb))?.amount).toBe(1);
  });
});
