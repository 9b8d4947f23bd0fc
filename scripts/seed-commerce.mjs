// The demo stores' commerce settings, seeded through the admin API once the catalogue is there:
// bank transfer open with a demo account (new stores start with it closed until filled), an
// automatic "spend NT$1,000, save NT$100" promotion, free shipping from NT$2,000, and a welcome
// coupon (one use per member) that the end-to-end checkout applies. Run on every start: the
// payment settings are written whole, each promotion only when its name is missing.
import { existing } from "./seed-catalogue.mjs";

export const DEMO_COUPON = "WELCOME88";

export async function seedCommerce(api, demo) {
  const payments = await api.json("GET", "/api/admin/payments");
  const list = Array.isArray(payments) ? payments : (payments.methods ?? payments.data ?? []);
  const methods = list.map((m) => ({
    method: m.method,
    isOpen: m.method === "TRANSFER" ? true : m.isOpen,
    sort: m.sort,
    details:
      m.method === "TRANSFER"
        ? { bankCode: "822", accountName: `${demo.name}有限公司`, accountNumber: "123456789012" }
        : (m.details ?? {}),
  }));
  await api.json("PUT", "/api/admin/payments", { methods });

  const promotions = [
    {
      name: "全館滿 NT$1,000 折 NT$100",
      description: "單筆消費滿 NT$1,000 現折 NT$100，可累計。",
      isOpen: true,
      conditionType: "FULL_AMOUNT",
      actionType: "AMOUNT_OFF",
      isCumulative: true,
      conditions: [{ condition: 1_000_00, value: 100_00 }],
    },
    {
      name: "滿 NT$2,000 免運",
      description: "單筆消費滿 NT$2,000 免運費。",
      isOpen: true,
      conditionType: "FULL_AMOUNT",
      actionType: "SHIPPING_FEE",
      conditions: [{ condition: 2_000_00, value: 9999_00 }],
    },
    {
      scope: "COUPON",
      code: DEMO_COUPON,
      name: "新會員禮 NT$88",
      description: "滿 NT$500 折 NT$88，每位會員限用一次。",
      isOpen: true,
      conditionType: "FULL_AMOUNT",
      actionType: "AMOUNT_OFF",
      conditions: [{ condition: 500_00, value: 88_00 }],
      limitPerUser: 1,
    },
  ];
  // By name, so a start stopped halfway adds only the promotions still missing.
  const have = await existing(api, "/api/admin/promotions?limit=100");
  let added = 0;
  for (const p of promotions) {
    if (have.has(p.name)) continue;
    await api.json("POST", "/api/admin/promotions", p);
    added++;
  }
  return { promotions: promotions.length, added };
}
