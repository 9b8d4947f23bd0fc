import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { notificationsOf } from "../../db/notifications";
import doc from "../../docs/decisions/notification-mail.md?raw";
import { api, createStore, loginToken, sql } from "../helpers";
import {
  cartLine,
  checkoutBody,
  member,
  paymentMethods,
  postCheckout,
  product,
  shippingMethod,
} from "./checkoutFixtures";

// The mail switch (docs/decisions/notification-mail.md): one mail per kind per window, only when
// the type switch is on and the object is not muted.

const ADMIN = { email: "owner@example.com", password: "owner12345", name: "Owner" };

/** The worked example's rows: [placed at, mailed?]. */
const EXAMPLE: [string, boolean][] = [
  ["2026-12-03 09:00:00", true],
  ["2026-12-03 09:04:00", false],
  ["2026-12-03 09:10:00", true],
  ["2026-12-03 09:15:00", false],
];
const iso = (t: string) => `${t.replace(" ", "T")}.000Z`;

describe("the mail switch", () => {
  it("follows the worked example: one mail per kind per window, the window per store", async () => {
    const s = await createStore("nm-example.localhost", "NORMAL", ADMIN);
    const n = notificationsOf(getDb(env.DB), s);
    // Off: nothing claims.
    expect(await n.claimMail("ORDER_UNPROCESSED", 1, iso("2026-12-03 08:00:00"))).toBe(false);
    await n.addTypeSwitch("ORDER_UNPROCESSED");
    for (const [at, mailed] of EXAMPLE) {
      expect(doc).toContain(`| ${at} |`);
      expect(doc).toMatch(new RegExp(`\\| ${at} \\| [^|]+\\| ${mailed ? "yes" : "no "} `));
      expect(await n.claimMail("ORDER_UNPROCESSED", 1, iso(at)), at).toBe(mailed);
    }
    // 30 minutes: 09:35 is 25 minutes after the 09:10 mark, 09:40 is 30.
    await n.saveSettings({ mailWindowMinutes: 30 });
    expect(doc).toContain("set to 30 minutes, an order at 09:35:00 after the mark of 09:10:00 is not mailed");
    expect(await n.claimMail("ORDER_UNPROCESSED", 1, iso("2026-12-03 09:35:00"))).toBe(false);
    expect(await n.claimMail("ORDER_UNPROCESSED", 1, iso("2026-12-03 09:40:00"))).toBe(true);
    // A muted object never claims the window; another object still does.
    await n.addTypeSwitch("PRODUCT_UNDER_STOCK");
    await n.addObjectSwitch("PRODUCT_UNDER_STOCK", 7);
    expect(await n.claimMail("PRODUCT_UNDER_STOCK", 7, iso("2026-12-03 10:00:00"))).toBe(false);
    expect(await n.claimMail("PRODUCT_UNDER_STOCK", 8, iso("2026-12-03 10:00:01"))).toBe(true);
    // Another store's marks are its own.
    const other = await createStore("nm-other.localhost", "NORMAL", ADMIN);
    const o = notificationsOf(getDb(env.DB), other);
    await o.addTypeSwitch("ORDER_UNPROCESSED");
    expect(await o.claimMail("ORDER_UNPROCESSED", 1, iso("2026-12-03 09:41:00"))).toBe(true);
  });

  it("orders placed through checkout mail the owner once, and only with the switch on", async () => {
    const host = "nm-shop.localhost";
    const storeId = await createStore(host, "NORMAL", ADMIN);
    const homeId = await shippingMethod(storeId, { cod: true });
    await paymentMethods(storeId);
    const m = await member(host, "nm-buyer@example.com");
    const shop = { host, storeId, homeId, token: m.token, userId: m.userId };
    const p = await product(storeId, 100, { stock: 20 });
    const buy = async () => {
      await cartLine(storeId, m.userId, { ...p, quantity: 1 });
      const r = await postCheckout(shop, m.token, checkoutBody(shop, 100 + 6000));
      expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    };
    const mails = () =>
      sql<{ to: string; subject: string; body: string }>(
        "SELECT \"to\", subject, body FROM mail_outbox WHERE store_id = ? AND subject LIKE '%New order%' ORDER BY id",
        storeId,
      );
    await buy();
    expect(await mails()).toEqual([]);

    const token = await loginToken(host, ADMIN.email, ADMIN.password);
    const on = await api(host, "POST", "/api/admin/notification/typeSwitches", {
      token,
      body: { type: "ORDER_UNPROCESSED" },
    });
    expect(on.body.code).toBe(0);
    await buy();
    await buy();
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const [latest] = await sql<{ id: number; order_number: string }>(
      "SELECT id, order_number FROM orders WHERE store_id = ? ORDER BY id DESC LIMIT 1 OFFSET 1",
      storeId,
    );
    expect(sent[0]).toMatchObject({ to: ADMIN.email });
    expect(sent[0]!.body).toContain(`訂單 ${latest!.order_number}`);
    expect(sent[0]!.body).toContain(`/admin/order/${latest!.id}`);
  });
});
