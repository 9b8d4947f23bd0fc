import { describe, expect, it } from "vitest";
import { api, createStore, page as pageAt, registerMember, sql } from "../helpers";

// The member address book: GET, POST /api/user/checkoutInfo, GET, PATCH, DELETE /{id}. One
// default, users.has_address kept in step, receiver rules of spec §5, isolation between members
// and stores, login required.

const A = "book-a.localhost";
const B = "book-b.localhost";

const HOME = {
  type: "HOME",
  receiver: { name: "王小明", phone: "0912345678", city: "台北市", district: "中正區", address: "重慶南路一段 122 號" },
};
const CVS = {
  type: "CVS",
  receiver: {
    name: "王小明",
    phone: "0987654321",
    cvs: { chain: "UNIMART", storeId: "131386", storeName: "建盛門市", address: "臺北市中正區重慶南路一段 1 號" },
  },
};

async function member(host = A, email = "mia@example.com") {
  const m = await registerMember(host, email);
  const call = (method: string, path: string, body?: unknown) =>
    api(host, method, `/api/user/checkoutInfo${path}`, { token: m.accessToken, body });
  const hasAddress = async () =>
    (await sql<{ has_address: number }>("SELECT has_address FROM users WHERE id = ?", m.user.id))[0]?.has_address;
  return { ...m, call, hasAddress };
}

describe("address book", () => {
  it("empty at first; the first entry becomes the default; has_address follows", async () => {
    await createStore(A);
    const m = await member();
    expect((await m.call("GET", "")).body).toMatchObject({ code: 0, data: [] });
    expect(await m.hasAddress()).toBe(0);

    const first = await m.call("POST", "", HOME);
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    expect(first.body.data).toMatchObject({
      type: "HOME",
      isDefault: true,
      receiver: { city: "臺北市", district: "中正區", postalCode: "100", address: "重慶南路一段 122 號" },
    });
    expect(await m.hasAddress()).toBe(1);
    const profile = await api(A, "GET", "/api/user/profile", { token: m.accessToken });
    expect(profile.body.data.hasAddress ?? profile.body.data.user?.hasAddress).toBe(true);

    const second = await m.call("POST", "", CVS);
    expect(second.body.data).toMatchObject({ type: "CVS", isDefault: false, receiver: CVS.receiver });
    const list = (await m.call("GET", "")).body.data;
    expect(list.map((x: { id: number }) => x.id)).toEqual([first.body.data.id, second.body.data.id]);
    expect((await m.call("GET", `/${second.body.data.id}`)).body.data).toEqual(second.body.data);
  });

  it("one default: a new default or a PATCH moves it; deleting the default promotes the newest", async () => {
    await createStore(A);
    const m = await member();
    const a = (await m.call("POST", "", HOME)).body.data;
    const b = (await m.call("POST", "", { ...CVS, isDefault: true })).body.data;
    expect(b.isDefault).toBe(true);
    const defaults = async () =>
      (await m.call("GET", "")).body.data
        .filter((x: { isDefault: boolean }) => x.isDefault)
        .map((x: { id: number }) => x.id);
    expect(await defaults()).toEqual([b.id]);

    const moved = await m.call("PATCH", `/${a.id}`, { isDefault: true });
    expect(moved.body.data).toMatchObject({ id: a.id, isDefault: true });
    expect(await defaults()).toEqual([a.id]);
    // The default cannot just be switched off (there is always one).
    expect((await m.call("PATCH", `/${a.id}`, { isDefault: false })).status).toBe(422);

    const c = (await m.call("POST", "", { ...HOME, receiver: { ...HOME.receiver, district: "大安區" } })).body.data;
    expect((await m.call("DELETE", `/${a.id}`)).body).toMatchObject({ code: 0, data: { id: a.id } });
    expect(await defaults()).toEqual([c.id]); // the newest remaining
    await m.call("DELETE", `/${b.id}`);
    await m.call("DELETE", `/${c.id}`);
    expect((await m.call("GET", "")).body.data).toEqual([]);
    expect(await m.hasAddress()).toBe(0);
    expect((await m.call("DELETE", `/${c.id}`)).body.code).toBe(400004);
  });

  it("PATCH re-validates the receiver against the entry's type", async () => {
    await createStore(A);
    const m = await member();
    const a = (await m.call("POST", "", HOME)).body.data;
    const edited = await m.call("PATCH", `/${a.id}`, {
      receiver: { ...HOME.receiver, city: "高雄市", district: "三民區", address: "建工路 1 號" },
    });
    expect(edited.body.data.receiver).toMatchObject({ city: "高雄市", district: "三民區", postalCode: "807" });
    const wrong = await m.call("PATCH", `/${a.id}`, { receiver: { ...HOME.receiver, district: "三民區" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.issues).toEqual([{ path: "receiver.district", message: "validation.district" }]);
    // Becoming a pickup entry needs a pickup receiver.
    expect((await m.call("PATCH", `/${a.id}`, { type: "CVS" })).body.issues).toEqual([
      { path: "receiver", message: "validation.required" },
    ]);
    const toCvs = await m.call("PATCH", `/${a.id}`, { type: "CVS", receiver: CVS.receiver });
    expect(toCvs.body.data).toMatchObject({ type: "CVS", receiver: CVS.receiver });
    expect((await m.call("GET", `/${a.id}`)).body.data.receiver.city).toBeUndefined();
  });

  it("422 field issues for spec §5 rules; nothing written", async () => {
    await createStore(A);
    const m = await member();
    const bad = async (body: unknown, issue: { path: string; message: string }) => {
      const r = await m.call("POST", "", body);
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.issues).toContainEqual(issue);
    };
    await bad(
      { ...HOME, receiver: { ...HOME.receiver, phone: "0212345678" } },
      { path: "receiver.phone", message: "validation.twPhone" },
    );
    await bad(
      { ...HOME, receiver: { ...HOME.receiver, city: "東京都" } },
      { path: "receiver.city", message: "validation.city" },
    );
    await bad(
      { ...HOME, receiver: { ...HOME.receiver, district: "板橋區" } },
      { path: "receiver.district", message: "validation.district" },
    );
    await bad(
      { ...HOME, receiver: { ...HOME.receiver, postalCode: "220" } },
      { path: "receiver.postalCode", message: "validation.postalCode" },
    );
    await bad(
      { ...HOME, receiver: { ...HOME.receiver, name: "X" } },
      { path: "receiver.name", message: "validation.name" },
    );
    await bad(
      { ...CVS, receiver: { ...CVS.receiver, name: "Mia Member" } },
      { path: "receiver.name", message: "validation.pickupName" },
    );
    await bad(
      { ...CVS, receiver: { ...CVS.receiver, cvs: { ...CVS.receiver.cvs, chain: "OK" } } },
      {
        path: "receiver.cvs.chain",
        message: "validation.cvsChain",
      },
    );
    await bad({ type: "OFFICE", receiver: {} }, { path: "type", message: "validation.oneOf" });
    expect((await m.call("GET", "")).body.data).toEqual([]);
    expect(await m.hasAddress()).toBe(0);
  });

  it("login required: a guest gets TOKEN_IS_INVALID on every call", async () => {
    await createStore(A);
    for (const [method, path, body] of [
      ["GET", "", undefined],
      ["POST", "", HOME],
      ["PATCH", "/1", { isDefault: true }],
      ["DELETE", "/1", undefined],
    ] as const) {
      const r = await api(A, method, `/api/user/checkoutInfo${path}`, { body });
      expect(r.body.code, `${method} ${path}`).toBe(400029);
    }
  });

  it("members and stores are isolated", async () => {
    await createStore(A);
    await createStore(B);
    const mia = await member(A, "mia@example.com");
    const leo = await member(A, "leo@example.com");
    const sameEmailOtherStore = await member(B, "mia@example.com");
    const row = (await mia.call("POST", "", HOME)).body.data;

    expect((await leo.call("GET", "")).body.data).toEqual([]);
    expect((await leo.call("GET", `/${row.id}`)).body.code).toBe(400004);
    expect((await leo.call("PATCH", `/${row.id}`, { receiver: CVS.receiver, type: "CVS" })).body.code).toBe(400004);
    expect((await leo.call("PATCH", `/${row.id}`, { isDefault: true })).body.code).toBe(400004);
    expect((await leo.call("DELETE", `/${row.id}`)).body.code).toBe(400004);
    expect((await sameEmailOtherStore.call("GET", "")).body.data).toEqual([]);
    expect((await sameEmailOtherStore.call("DELETE", `/${row.id}`)).body.code).toBe(400004);
    // A token of store A does not work on store B's host.
    expect((await api(B, "GET", "/api/user/checkoutInfo", { token: mia.accessToken })).body.code).toBe(400029);

    expect((await mia.call("GET", "")).body.data).toEqual([row]);
    expect(await leo.hasAddress()).toBe(0);
  });

  it("caps the book at 20 entries", async () => {
    await createStore(A);
    const m = await member();
    for (let i = 0; i < 20; i++) expect((await m.call("POST", "", HOME)).body.code).toBe(0);
    const r = await m.call("POST", "", HOME);
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([{ path: "_", message: "addressBook.full" }]);
  });
});

describe("/profile/info/address page", () => {
  const page = (path: string, cookie: string, form?: Record<string, string>) => pageAt(A, path, { cookie, form });

  it("empty state, add with the cascading fields, field errors, set default, delete", async () => {
    await createStore(A);
    const m = await member();
    const cookie = `sf_session=${m.accessToken}`;
    const empty = await page("/profile/info/address", cookie);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("還沒有常用地址");

    const bad = await page("/profile/info/address", cookie, {
      intent: "save",
      type: "HOME",
      name: "王小明",
      phone: "12345",
      city: "臺北市",
      district: "板橋區",
      address: "x",
    });
    expect(bad.status).toBe(422);
    expect(bad.html).toContain("請輸入正確格式手機號碼");

    const added = await page("/profile/info/address", cookie, {
      intent: "save",
      type: "HOME",
      name: "王小明",
      phone: "0912345678",
      city: "臺北市",
      district: "中正區",
      address: "重慶南路一段 122 號",
    });
    expect(added.status).toBe(200);
    const rows = (await m.call("GET", "")).body.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isDefault: true, receiver: { postalCode: "100" } });

    const list = await page("/profile/info/address", cookie);
    expect(list.html).toContain("100 臺北市中正區重慶南路一段 122 號");
    expect(list.html).toContain('data-testid="address-entry"');

    await m.call("POST", "", CVS);
    const second = (await m.call("GET", "")).body.data[1];
    expect((await page("/profile/info/address", cookie, { intent: "default", id: String(second.id) })).status).toBe(
      200,
    );
    expect((await m.call("GET", `/${second.id}`)).body.data.isDefault).toBe(true);

    expect((await page("/profile/info/address", cookie, { intent: "delete", id: String(rows[0].id) })).status).toBe(
      200,
    );
    expect((await m.call("GET", "")).body.data.map((x: { id: number }) => x.id)).toEqual([second.id]);
  }, 180_000); // the first page request compiles the server build on demand

  it("login required", async () => {
    await createStore(A);
    const r = await page("/profile/info/address", "");
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/login?redirect=${encodeURIComponent("/profile/info/address")}`);
  }, 180_000);
});
