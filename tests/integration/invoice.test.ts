import { describe, expect, it } from "vitest";
import { api, registerMember, shopWithAdmin, sql } from "../helpers";

// Setting-invoice (GET, POST /api/admin/invoice; PATCH, DELETE /{id}), the storefront list, initial
// data invoiceMethods, defaults, validation, permissions and tenant isolation.

const A = "inv-a.localhost";
const B = "inv-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Shop = { id: number; host: string; token: string };
async function shop(host = A, type = "NORMAL"): Promise<Shop> {
  const { storeId: id, token } = await shopWithAdmin(host, type, ADMIN);
  return { id, host, token };
}
const admin = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });

describe("invoice methods", () => {
  it("a new store offers member carrier, mobile barcode, company and donation; initial data lists them", async () => {
    const s = await shop();
    const r = await admin(s, "GET", "/api/admin/invoice");
    expect(r.body.data.map((m: { type: string; isOpen: boolean }) => [m.type, m.isOpen])).toEqual([
      ["PERSONAL", true],
      ["MOBILE_CARRIER", true],
      ["COMPANY", true],
      ["DONATION", true],
    ]);
    expect((await api(A, "GET", "/api/initial")).body.data.invoiceMethods).toEqual([
      "PERSONAL",
      "MOBILE_CARRIER",
      "COMPANY",
      "DONATION",
    ]);
  });

  it("add, edit, close, delete: audited, cache bumped, initial data and storefront follow", async () => {
    const s = await shop();
    const list = (await admin(s, "GET", "/api/admin/invoice")).body;
    const donation = list.data.find((m: { type: string }) => m.type === "DONATION");

    const created = await admin(s, "POST", "/api/admin/invoice", {
      type: "CERTIFICATE_CARRIER",
      name: "自然人憑證",
      details: { description: "以自然人憑證條碼為載具" },
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({ type: "CERTIFICATE_CARRIER", isOpen: true, sort: 4 });
    expect(created.body.apiCacheMap.initial).toBeGreaterThan(list.apiCacheMap.initial);
    const [audit] = await sql<{ system: string; object_id: string }>(
      "SELECT system, object_id FROM audit_logs WHERE store_id = ? ORDER BY id DESC LIMIT 1",
      s.id,
    );
    expect(audit).toEqual({ system: "Invoice", object_id: String(created.body.data.id) });

    const patched = await admin(s, "PATCH", `/api/admin/invoice/${donation.id}`, {
      name: "捐贈給慈善團體",
      details: { charities: [{ code: "919", name: "創世基金會" }] },
    });
    expect(patched.body.data).toMatchObject({ name: "捐贈給慈善團體", details: { charities: [{ code: "919" }] } });

    const company = list.data.find((m: { type: string }) => m.type === "COMPANY");
    expect((await admin(s, "PATCH", `/api/admin/invoice/${company.id}`, { isOpen: false })).body.code).toBe(0);
    expect((await api(A, "GET", "/api/initial")).body.data.invoiceMethods).toEqual([
      "PERSONAL",
      "MOBILE_CARRIER",
      "DONATION",
      "CERTIFICATE_CARRIER",
    ]);
    expect((await api(A, "GET", "/api/invoice")).body.data.map((m: { type: string }) => m.type)).toEqual([
      "PERSONAL",
      "MOBILE_CARRIER",
      "DONATION",
      "CERTIFICATE_CARRIER",
    ]);

    const del = await admin(s, "DELETE", `/api/admin/invoice/${created.body.data.id}`);
    expect(del.body).toMatchObject({ code: 0, data: { id: created.body.data.id } });
    expect((await admin(s, "DELETE", `/api/admin/invoice/${created.body.data.id}`)).body.code).toBe(400004);
    expect((await api(A, "GET", "/api/initial")).body.data.invoiceMethods).toEqual([
      "PERSONAL",
      "MOBILE_CARRIER",
      "DONATION",
    ]);
  });

  it("422 for unknown types, a second method of a type, bad donation codes, charities off DONATION", async () => {
    const s = await shop();
    const list = (await admin(s, "GET", "/api/admin/invoice")).body.data;
    const bad = async (method: string, path: string, body: unknown, issue: { path: string; message: string }) => {
      const r = await admin(s, method, path, body);
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.issues).toContainEqual(issue);
    };
    await bad(
      "POST",
      "/api/admin/invoice",
      { type: "PAPER", name: "紙本" },
      { path: "type", message: "validation.oneOf" },
    );
    await bad(
      "POST",
      "/api/admin/invoice",
      { type: "COMPANY", name: "公司" },
      { path: "type", message: "validation.duplicate" },
    );
    await bad(
      "POST",
      "/api/admin/invoice",
      { type: "CERTIFICATE_CARRIER", name: "" },
      { path: "name", message: "validation.required" },
    );
    const donation = list.find((m: { type: string }) => m.type === "DONATION");
    await bad(
      "PATCH",
      `/api/admin/invoice/${donation.id}`,
      { details: { charities: [{ code: "12", name: "X" }] } },
      { path: "details.charities.0.code", message: "validation.donationCode" },
    );
    const personal = list.find((m: { type: string }) => m.type === "PERSONAL");
    await bad(
      "PATCH",
      `/api/admin/invoice/${personal.id}`,
      { details: { charities: [{ code: "919", name: "X" }] } },
      { path: "details.charities", message: "validation.oneOf" },
    );
    await bad(
      "PATCH",
      `/api/admin/invoice/${personal.id}`,
      { type: "COMPANY" },
      { path: "type", message: "validation.duplicate" },
    );
    await bad("PATCH", `/api/admin/invoice/${personal.id}`, {}, { path: "_", message: "validation.emptyPatch" });
    expect((await admin(s, "GET", "/api/admin/invoice")).body.data).toEqual(list);
  });

  it("permissions and isolation", async () => {
    const a = await shop();
    const b = await shop(B);
    const m = await registerMember(A, "mia@example.com");
    expect((await api(A, "GET", "/api/admin/invoice", { token: m.accessToken })).body.code).toBe(400027);
    expect(
      (
        await api(A, "POST", "/api/admin/invoice", {
          token: m.accessToken,
          body: { type: "CERTIFICATE_CARRIER", name: "X" },
        })
      ).body.code,
    ).toBe(400027);
    const branch = await shop("inv-branch.localhost", "BRANCH_MULTILEVEL_PAY_BY_SELF");
    expect((await admin(branch, "GET", "/api/admin/invoice")).body.code).toBe(400027);

    const theirs = (await admin(b, "GET", "/api/admin/invoice")).body.data[0];
    expect((await admin(a, "PATCH", `/api/admin/invoice/${theirs.id}`, { name: "Hijack" })).body.code).toBe(400004);
    expect((await admin(a, "DELETE", `/api/admin/invoice/${theirs.id}`)).body.code).toBe(400004);
    expect((await admin(b, "GET", "/api/admin/invoice")).body.data[0]).toEqual(theirs);
    expect((await api(B, "GET", "/api/initial")).body.data.invoiceMethods).toHaveLength(4);
  });
});
