import { describe, expect, it } from "vitest";
import { api, createStore, loginToken, operator, sql } from "../helpers";

// Issue 11: PATCH/DELETE /api/admin/media/{id} are checked against the section the image belongs
// to (product images: Products 4; article covers: Articles 7; banners and store images: Settings 9),
// not always against Settings.

const HOST = "shop-a.localhost";
const NOT_ADMIN = 400027;

async function staffToken(storeId: number, blockedPrivileges: number[]) {
  const staff = { email: `staff${blockedPrivileges.join("-")}@example.com`, password: "staff12345", name: "Staff" };
  const r = await operator("POST", `/operator/stores/${storeId}/users`, { ...staff, isAdmin: true, blockedPrivileges });
  expect(r.status).toBe(201);
  return loginToken(HOST, staff.email, staff.password);
}

let n = 0;
async function medium(storeId: number, type: string, name = "orig") {
  n += 1;
  const [row] = await sql<{ id: number }>(
    "INSERT INTO media (store_id, type, name, mime, width, height, bytes, original_key, variants) VALUES (?, ?, ?, 'image/jpeg', 800, 800, 900, ?, '{}') RETURNING id",
    storeId,
    type,
    name,
    `${storeId}/p${n}/orig.jpg`,
  );
  return row!.id;
}
const nameOf = async (id: number) => (await sql<{ name: string }>("SELECT name FROM media WHERE id = ?", id))[0]?.name;
const rename = (token: string, id: number) =>
  api(HOST, "PATCH", `/api/admin/media/${id}`, { token, body: { name: "renamed" } });
const remove = (token: string, id: number) => api(HOST, "DELETE", `/api/admin/media/${id}`, { token });

describe("media privileges follow what the image belongs to", () => {
  it("keeps an admin without Products (4) off product images, but not off banners", async () => {
    const storeId = await createStore(HOST);
    const token = await staffToken(storeId, [4]);
    for (const type of ["PRODUCT", "PRODUCT_SQUARE", "PRODUCT_DETAIL", "PRODUCT_TOPIC"]) {
      const id = await medium(storeId, type);
      const p = await rename(token, id);
      expect({ type, code: p.body.code }).toEqual({ type, code: NOT_ADMIN });
      const d = await remove(token, id);
      expect({ type, code: d.body.code }).toEqual({ type, code: NOT_ADMIN });
      expect(await nameOf(id)).toBe("orig");
    }
    const banner = await medium(storeId, "BANNER");
    expect((await rename(token, banner)).body.code).toBe(0);
    expect(await nameOf(banner)).toBe("renamed");
    expect((await remove(token, banner)).body.code).toBe(0);
    expect(await nameOf(banner)).toBeUndefined();
    expect(await sql("SELECT count(*) AS n FROM audit_logs WHERE system = 'Media'")).toEqual([{ n: 2 }]);
  });

  it("lets an admin without Settings (9) manage product images but not banners or the logo", async () => {
    const storeId = await createStore(HOST);
    const token = await staffToken(storeId, [9]);
    const product = await medium(storeId, "PRODUCT");
    expect((await rename(token, product)).body.code).toBe(0);
    expect(await nameOf(product)).toBe("renamed");
    for (const type of ["BANNER", "BANNER_PHONE", "STORE_LOGO"]) {
      const id = await medium(storeId, type);
      expect((await rename(token, id)).body.code).toBe(NOT_ADMIN);
      expect((await remove(token, id)).body.code).toBe(NOT_ADMIN);
      expect(await nameOf(id)).toBe("orig");
    }
    expect((await remove(token, product)).body.code).toBe(0);
  });

  it("checks article covers against Articles (7)", async () => {
    const storeId = await createStore(HOST);
    const cover = await medium(storeId, "ARTICLE_COVER");
    expect((await rename(await staffToken(storeId, [7]), cover)).body.code).toBe(NOT_ADMIN);
    expect(await nameOf(cover)).toBe("orig");
    expect((await rename(await staffToken(storeId, [9]), cover)).body.code).toBe(0);
  });

  it("answers an unknown id as missing, and keeps members out", async () => {
    const storeId = await createStore(HOST);
    const token = await staffToken(storeId, [4]);
    expect((await rename(token, 999999)).body.code).toBe(400004);
    const id = await medium(storeId, "PRODUCT");
    const member = await api(HOST, "POST", "/api/auth/register", {
      body: { name: "Mia", email: "mia@example.com", password: "member1234" },
    });
    expect((await rename(member.body.data.accessToken, id)).body.code).toBe(NOT_ADMIN);
  });
});
