import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, loginToken } from "../../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./fixtures";

// A branch host's cached pages follow its head store's writes at once (labels live in the head
// store's row and travel in initial data): the branch page key carries the head store's cache map.

async function page(host: string) {
  const res = await SELF.fetch(`http://${host}/`);
  return { status: res.status, cache: res.headers.get("x-sf-page-cache"), html: await res.text() };
}

async function untilHit(host: string) {
  for (let i = 0; i < 20; i++) {
    const r = await page(host);
    if (r.cache === "hit") return r;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`${host} never came from the cache`);
}

describe("head store label change on branch hosts", () => {
  it("the next anonymous branch page is fresh and shows the new label; another network's stays cached", async () => {
    const h = await headStore();
    const alpha = await addBranch(h, "alpha");
    const otherHead = await headStore("other-head.localhost");
    const far = await addBranch(otherHead, "far", otherHead, { baseDomain: "other-head.localhost" });
    await untilHit(alpha.hostname);
    await untilHit(far.hostname);

    const token = await loginToken("head.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    const saved = await api("head.localhost", "PATCH", "/api/admin/setting/branch", {
      token,
      body: { labels: { "zh-TW": { branchLabel: "松鼠夥伴" }, en: { branchLabel: "Squirrel" } } },
    });
    expect(saved.body.code).toBe(0);

    const fresh = await page(alpha.hostname);
    expect(fresh.cache).toBe("miss");
    expect(fresh.html).toContain("松鼠夥伴");
    // The other network's head store made no write: its branch page is still served from the cache.
    expect((await page(far.hostname)).cache).toBe("hit");
  }, 120_000);
});
