import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatTaipei } from "../../app/lib/taipeiTime";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { api, sql } from "../helpers";
import { member, type Shop, shop } from "./orderFixtures";

// Issue 28 §8 "pages contradict each other": the back office's store card said "Trial: None" where
// Account said "On trial until …", and "Members 3" where the member list had 2 (it counted the
// staff). Each figure now has one source; these read both pages and compare what they say.

const A = "standing-a.localhost";

const cardOf = async (s: Shop) => {
  const r = await SELF.fetch(`http://${s.host}/admin/no-such-section`, {
    headers: { cookie: `sf_session=${s.admin}`, accept: "text/html" },
  });
  const html = await r.text();
  const text = (id: string) => html.match(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`))?.[1];
  return { status: r.status, trial: text("fact-trial"), members: text("count-members"), admins: text("count-admins") };
};
const account = async (s: Shop) => (await api(s.host, "GET", "/api/admin/store", { token: s.admin })).body.data;
const memberList = async (s: Shop) => (await api(s.host, "GET", "/api/admin/users", { token: s.admin })).body.data;

describe("the store card and the pages it sums up", () => {
  it("shows the trial Account shows, and the member count of the member list", async () => {
    const s = await shop(A);
    await member(A, "one@standing.test");
    await member(A, "two@standing.test");

    const [card, acc, list] = [await cardOf(s), await account(s), await memberList(s)];
    expect(card.status).toBe(200);
    // A store made today is on its trial: Account's badge and the card say the same date.
    expect(acc.trial).toEqual({ kind: "TRIAL", endsAt: acc.trialEndsAt });
    expect(acc.isOnTrial).toBe(true);
    expect(card.trial).toBe(`試用中，至 ${formatTaipei(acc.trialEndsAt, "zh-TW", false)}`);
    // Two members and one admin: the card's member figure is the member list's, not every account.
    expect(list.total).toBe(2);
    expect(list.counts.all).toBe(2);
    expect(card.members).toBe(String(list.total));
    expect(card.admins).toBe("1");
  }, 120_000);

  it("follows the store into a permanent-free plan and out of its trial", async () => {
    const s = await shop(A);
    await sql("UPDATE stores SET trial_type = 'PERMANENT_FREE' WHERE id = ?", s.storeId);
    memoClear(); // the isolate's store memo holds the row read before the change
    expect((await account(s)).trial).toEqual({ kind: "PERMANENT_FREE" });
    expect((await cardOf(s)).trial).toBe("永久免費");

    await sql("UPDATE stores SET trial_type = 'NONE', created_at = '2025-01-01T00:00:00.000Z' WHERE id = ?", s.storeId);
    memoClear();
    const acc = await account(s);
    expect(acc.isOnTrial).toBe(false);
    expect(acc.trial).toEqual({ kind: "ENDED" });
    expect((await cardOf(s)).trial).toBe("試用已結束");
  }, 120_000);
});
