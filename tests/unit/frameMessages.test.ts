import { describe, expect, it } from "vitest";
import { type FrameDeps, handleFrameMessage } from "../../app/lib/frameMessages";
import type { FrameReply } from "../../functions/shared/frameMessages";

// The framed page's listener (spec storefront §4): what it ignores without calling the server,
// and that a reply goes only to the parent's own origin after the server said yes.

const TOKEN = "t".repeat(43);
const HEAD = "http://shop-b.localhost:8813";

function deps(answer: { redirectUrl: string | null } | null = { redirectUrl: null }) {
  const posted: [FrameReply, string][] = [];
  const calls: unknown[] = [];
  let signedIn = 0;
  const d: FrameDeps = {
    storeId: 7,
    parent: { postMessage: (m, o) => posted.push([m, o]) },
    exchange: async (body) => {
      calls.push(body);
      return answer;
    },
    onSignedIn: () => {
      signedIn++;
    },
  };
  return { d, posted, calls, signedIn: () => signedIn };
}

describe("frame messages: the page's listener", () => {
  it("loginRegistStore from the parent: the server is asked with event.origin, then 'complete' to that origin", async () => {
    const t = deps();
    const reply = await handleFrameMessage(
      { data: { type: "loginRegistStore", token: TOKEN }, origin: HEAD, source: t.d.parent },
      t.d,
    );
    expect(reply).toEqual({ type: "loginRegistStore", status: "complete" });
    expect(t.calls).toEqual([{ message: { type: "loginRegistStore", token: TOKEN }, origin: HEAD }]);
    expect(t.posted).toEqual([[{ type: "loginRegistStore", status: "complete" }, HEAD]]);
    expect(t.signedIn()).toBe(1);
  });

  it("BranchRegist for this store replies with the server's redirect URL", async () => {
    const url = "http://bamboo.shop-b.localhost:8813/admin?userName=Kid";
    const t = deps({ redirectUrl: url });
    const data = { type: "BranchRegist", storeId: 7, token: TOKEN, userName: "Kid" };
    await handleFrameMessage({ data, origin: HEAD, source: t.d.parent }, t.d);
    expect(t.posted).toEqual([[{ type: "BranchRegist", status: "complete", redirectUrl: url }, HEAD]]);
  });

  it("ignores, without asking the server: another window, a bad payload, another store, an opaque origin", async () => {
    const t = deps();
    const good = { type: "loginRegistStore", token: TOKEN };
    const ignored = [
      { data: good, origin: HEAD, source: {} },
      { data: { type: "loginRegistStore", token: "short" }, origin: HEAD, source: t.d.parent },
      { data: { type: "logout" }, origin: HEAD, source: t.d.parent },
      { data: "loginRegistStore", origin: HEAD, source: t.d.parent },
      { data: { type: "BranchRegist", storeId: 8, token: TOKEN, userName: "Kid" }, origin: HEAD, source: t.d.parent },
      { data: good, origin: "null", source: t.d.parent },
    ];
    for (const e of ignored) expect(await handleFrameMessage(e, t.d)).toBeNull();
    expect(t.calls).toEqual([]);
    expect(t.posted).toEqual([]);
  });

  it("a refusal of the server (wrong origin, dead token) gets no reply and signs nobody in", async () => {
    const t = deps(null);
    const data = { type: "loginRegistStore", token: TOKEN };
    expect(await handleFrameMessage({ data, origin: "http://evil.localhost", source: t.d.parent }, t.d)).toBeNull();
    expect(t.calls).toHaveLength(1);
    expect(t.posted).toEqual([]);
    expect(t.signedIn()).toBe(0);
  });
});
