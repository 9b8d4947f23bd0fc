import { expect, type Frame, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, hostUrl, ownAddress, PORT, SHOP_B, WIDTH_FREE } from "./support";

// Spec storefront §4 frame messages in Chromium: 森林總店's host (shop-b) frames its branch 竹林分店
// (bamboo) — the CSP frame-ancestors of a branch allow its head store's hosts. The parent page is
// served by the test (Playwright answers that one URL), the framed store page is the real one. A
// frame on another site posts too: its messages, and a BranchRegist for another store, are
// ignored; the parent's loginRegistStore and BranchRegist sign the visitor in and are answered.

const BAMBOO = `bamboo.${SHOP_B}`;
const STORE_ORIGIN = `http://${BAMBOO}:${PORT}`;
const EVIL_URL = `http://evil.localhost:${PORT}/__evil`;

const PARENT_HTML = `<!doctype html><html><body>
<h1>parent</h1>
<iframe id="store" src="${STORE_ORIGIN}/" style="width:375px;height:600px"></iframe>
<iframe id="evil" src="${EVIL_URL}" style="width:10px;height:10px"></iframe>
<script>
  window.replies = [];
  window.addEventListener("message", (e) => window.replies.push({ origin: e.origin, data: e.data }));
  window.send = (m) => document.getElementById("store").contentWindow.postMessage(m, "${STORE_ORIGIN}");
</script></body></html>`;

// Posts to its sibling (the store frame) with the message the test hands it.
const EVIL_HTML = `<!doctype html><html><body><script>
  window.addEventListener("message", (e) => window.parent.frames[0].postMessage(e.data, "*"));
  window.sendToStore = (m) => window.parent.frames[0].postMessage(m, "*");
</script></body></html>`;

/** A new member of bamboo, registered from a page of its host: its id and access token. */
async function bambooMember(page: Page) {
  await page.goto(hostUrl(BAMBOO, "/robots.txt"));
  const email = `frame${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@bamboo.test`;
  return page.evaluate(
    async ({ email, password }) => {
      const r = await fetch("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password, name: "框架會員" }),
      });
      const body = await r.json();
      if (body.code !== 0) throw new Error(JSON.stringify(body));
      const initial = await (await fetch("/api/initial")).json();
      return { token: body.data.accessToken as string, storeId: initial.data.storeId as number };
    },
    { email, password: DEMO_PASSWORD },
  );
}

/** Whether the framed store page's host has a signed-in session (its own cookies). */
const signedIn = (frame: Frame) =>
  frame.evaluate(async () => (await (await fetch("/api/branch/application")).json()).code === 0);

test(
  "a parent frame signs the visitor in with loginRegistStore / BranchRegist; other origins and stores are ignored",
  WIDTH_FREE,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    await ownAddress(page.context());
    const { token, storeId } = await bambooMember(page);

    // A fresh browser: nobody is signed in on bamboo's host.
    const context = await browser.newContext();
    await ownAddress(context, "203.2");
    const parent = await context.newPage();
    await context.route(EVIL_URL, (r) => r.fulfill({ contentType: "text/html", body: EVIL_HTML }));
    // robots.txt is a plain response of shop-b (no page CSP): its document becomes the parent page.
    await parent.goto(hostUrl(SHOP_B, "/robots.txt"));
    await parent.setContent(PARENT_HTML);
    const frameOf = (origin: string) => parent.frames().find((f) => f.url().startsWith(origin));
    await expect.poll(() => parent.frames().map((f) => f.url())).toContain(`${STORE_ORIGIN}/`);
    const store = frameOf(STORE_ORIGIN);
    if (!store) throw new Error("the store frame did not load");
    await store.waitForSelector("html[data-frame-listening]", { timeout: 60_000 });
    expect(await signedIn(store)).toBe(false);

    // Ignored: the same message from a frame on another site, a BranchRegist for another store.
    const evil = frameOf(`http://evil.localhost:${PORT}`);
    if (!evil) throw new Error("the other site's frame did not load");
    await evil.evaluate((t) => (window as any).sendToStore({ type: "loginRegistStore", token: t }), token);
    await parent.evaluate(
      ({ t, id }) => (window as any).send({ type: "BranchRegist", storeId: id, token: t, userName: "Kid" }),
      { t: token, id: storeId + 1000 },
    );
    await parent.waitForTimeout(2_000);
    expect(await parent.evaluate(() => (window as any).replies)).toEqual([]);
    expect(await signedIn(store)).toBe(false);

    // The parent's loginRegistStore: signed in, answered "complete" from the store's origin.
    await parent.evaluate((t) => (window as any).send({ type: "loginRegistStore", token: t }), token);
    await expect.poll(() => parent.evaluate(() => (window as any).replies.length), { timeout: 20_000 }).toBe(1);
    expect(await parent.evaluate(() => (window as any).replies[0])).toEqual({
      origin: STORE_ORIGIN,
      data: { type: "loginRegistStore", status: "complete" },
    });
    expect(await signedIn(store)).toBe(true);

    // BranchRegist naming this store: the reply carries the back office's URL with the user name.
    await parent.evaluate(
      ({ t, id }) => (window as any).send({ type: "BranchRegist", storeId: id, token: t, userName: "林小竹" }),
      { t: token, id: storeId },
    );
    await expect.poll(() => parent.evaluate(() => (window as any).replies.length), { timeout: 20_000 }).toBe(2);
    expect(await parent.evaluate(() => (window as any).replies[1].data)).toEqual({
      type: "BranchRegist",
      status: "complete",
      redirectUrl: `${STORE_ORIGIN}/admin?userName=${encodeURIComponent("林小竹")}`,
    });
    await context.close();
  },
);
