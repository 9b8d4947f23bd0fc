import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { member, order, product, shop } from "./orderFixtures";

// /order-print for one or many orders: a member prints only their own; an admin of the store any
// of its orders (privilege 1); other stores' ids are left out; bad ids are 404, never 500.

const A = "print-a.localhost";
const B = "print-b.localhost";
const get = (host: string, path: string, token?: string) => api(host, "GET", path, { token });
const sheets = (html: string) => html.split('data-testid="print-sheet"').length - 1;

async function setup() {
  const s = await shop(A);
  const mia = await member(A, "mia@example.com");
  const leo = await member(A, "leo@example.com");
  const line = { ...(await product(s)), quantity: 1, unitPrice: 50000 };
  const mine = [
    await order(s, mia.userId, [line], { number: "261120000101" }),
    await order(s, mia.userId, [line], { number: "261120000102" }),
  ];
  const leos = await order(s, leo.userId, [line], { number: "261120000201" });
  return { s, mia, leo, line, mine, leos };
}

describe("/order-print", () => {
  it("a member prints several of their own orders, one sheet each, and never another member's", async () => {
    const { mia, leo, mine, leos } = await setup();
    const both = await get(A, `/order-print?ids=${mine.join(",")}`, mia.token);
    expect(both.status).toBe(200);
    expect(sheets(both.body)).toBe(2);
    expect(both.body.indexOf("261120000101")).toBeLessThan(both.body.indexOf("261120000102"));
    // Repeated id works the same; another member's id among them is left out.
    const mixed = await get(A, `/order-print?id=${mine[1]}&id=${leos}`, mia.token);
    expect(mixed.status).toBe(200);
    expect(sheets(mixed.body)).toBe(1);
    expect(mixed.body).not.toContain("261120000201");
    expect((await get(A, `/order-print?id=${mine[0]}`, leo.token)).status).toBe(404);
    expect((await get(A, `/order-print?ids=${mine.join(",")}`, leo.token)).status).toBe(404);
  }, 240_000); // the file's first server render compiles the page modules

  it("an admin prints any orders of the store; a blocked admin only their own", async () => {
    const { s, mine, leos } = await setup();
    const all = await get(A, `/order-print?ids=${[...mine, leos].join(",")}`, s.admin);
    expect(all.status).toBe(200);
    expect(sheets(all.body)).toBe(3);
    expect(all.body).toContain("261120000201");
    await sql("UPDATE users SET blocked_privileges = '[1]' WHERE store_id = ? AND is_admin = 1", s.storeId);
    expect((await get(A, `/order-print?ids=${[...mine, leos].join(",")}`, s.admin)).status).toBe(404);
  });

  it("another store's order ids are 404 or left out; bad ids and too many ids are 404, not 500", async () => {
    const { s, mine } = await setup();
    const other = await shop(B);
    const bob = await member(B, "bob@example.com");
    const line = { ...(await product(other)), quantity: 1, unitPrice: 50000 };
    const far = await order(other, bob.userId, [line], { number: "261120000301" });
    expect((await get(A, `/order-print?id=${far}`, s.admin)).status).toBe(404);
    const some = await get(A, `/order-print?ids=${mine[0]},${far}`, s.admin);
    expect(sheets(some.body)).toBe(1);
    expect(some.body).not.toContain("261120000301");
    expect((await get(B, `/order-print?id=${mine[0]}`, other.admin)).status).toBe(404);
    for (const q of ["", "?id=abc", "?ids=1,,2", "?ids=-1", "?id=0", `?ids=${"9".repeat(20)}`]) {
      expect((await get(A, `/order-print${q}`, s.admin)).status, q).toBe(404);
    }
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(",");
    expect((await get(A, `/order-print?ids=${many}`, s.admin)).status).toBe(404);
    expect((await get(A, `/order-print?ids=${mine.join(",")}`)).status).toBe(302);
  });
});
