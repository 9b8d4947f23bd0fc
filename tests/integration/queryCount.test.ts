import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createStore } from "../helpers";

// The benchmark's "D1 queries per render" figure comes from this header; it must count for real.
describe("x-sf-count-d1 (non-production only)", () => {
  it("reports the statements a request ran, and only when asked", async () => {
    await createStore("count.localhost");
    const asked = await SELF.fetch("http://count.localhost/api/user/isOnline", {
      headers: { "x-sf-count-d1": "1", authorization: "Bearer nope" },
    });
    const header = asked.headers.get("x-sf-d1");
    expect(header).toMatch(/^statements=\d+; round-trips=\d+$/);
    // An unknown bearer token costs one session lookup at least.
    expect(Number(/statements=(\d+)/.exec(header ?? "")?.[1])).toBeGreaterThanOrEqual(1);
    const page = await SELF.fetch("http://count.localhost/", { headers: { "x-sf-count-d1": "1" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-sf-d1")).toMatch(/^statements=\d+/);
    const plain = await SELF.fetch("http://count.localhost/api/initial");
    expect(plain.headers.get("x-sf-d1")).toBeNull();
  });
});
