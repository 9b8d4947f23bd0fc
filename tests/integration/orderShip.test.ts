import { describe, expect, it } from "vitest";
import { api } from "../helpers";
import { member, order, orderRow, product, type Shop, shop } from "./orderFixtures";

// "Ship" with the carrier's tracking number (issue 28 §8): PATCH /api/admin/orders takes it with
// "deliver" of one order, keeps it on the order and shows it to the shopper; anywhere else it is a 422.

const A = "order-ship-a.localhost";
const admin = (s: Shop, body: unknown) => api(s.host, "PATCH", "/api/admin/orders", { token: s.admin, body });

async function setup() {
  const s = await shop(A);
  const mia = await member(A, "ship-mia@example.com");
  const p = await product(s, { stock: 20 });
  const line = { ...p, quantity: 1, unitPrice: 50000 };
  return { s, mia, mk: (status: string) => order(s, mia.userId, [line], { status, paymentStatus: "PAID" }) };
}

describe("shipping one order with its tracking number", () => {
  it("keeps the number on the order, where the shopper reads it", async () => {
    const { s, mia, mk } = await setup();
    const id = await mk("PROCESSED");
    const r = await admin(s, { ids: [id], action: "deliver", trackingNumber: " 9034-1234-5678 " });
    expect(r.body.code).toBe(0);
    expect(await orderRow(id)).toMatchObject({ status: "DELIVERED", tracking_number: "9034-1234-5678" });
    const mine = await api(A, "GET", `/api/orders/${id}`, { token: mia.token });
    expect(mine.body.data.trackingNumber).toBe("9034-1234-5678");
    const back = await api(A, "GET", `/api/admin/orders/${id}`, { token: s.admin });
    expect(back.body.data.trackingNumber).toBe("9034-1234-5678");
  });

  it("ships without a number too", async () => {
    const { s, mk } = await setup();
    const id = await mk("PROCESSED");
    expect((await admin(s, { ids: [id], action: "deliver" })).body.code).toBe(0);
    expect(await orderRow(id)).toMatchObject({ status: "DELIVERED", tracking_number: null });
  });

  it("refuses a bad number, a number on a bulk ship and a number on another action (422, nothing written)", async () => {
    const { s, mk } = await setup();
    const a = await mk("PROCESSED");
    const b = await mk("PROCESSED");
    for (const [body, message] of [
      [{ ids: [a], action: "deliver", trackingNumber: "黑貓 123" }, "validation.trackingNumber"],
      [{ ids: [a], action: "deliver", trackingNumber: "12" }, "validation.trackingNumber"],
      [{ ids: [a, b], action: "deliver", trackingNumber: "HCT-0001" }, "validation.trackingNumberOne"],
      [{ ids: [a], action: "complete", trackingNumber: "HCT-0001" }, "validation.trackingNumberOne"],
    ] as const) {
      const r = await admin(s, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.issues, JSON.stringify(body)).toContainEqual(
        expect.objectContaining({ path: "trackingNumber", message }),
      );
    }
    expect(await orderRow(a)).toMatchObject({ status: "PROCESSED", tracking_number: null });
  });
});
