import { describe, expect, it } from "vitest";
import { TOTP_PERIOD_S, totpCodeAt } from "../../functions/people/security/totp";
import { api, createStore, loginToken, sql } from "../helpers";
import { ADMIN } from "./audit/harness";

// Issue 12 §4 with the account writes batched: the audit rows of two-factor, staff passwords and
// saved cards record what happened, never a TOTP secret, a recovery code, a password or a card number.

const A = "audit-secrets.localhost";

describe("account audit rows carry no secrets", () => {
  it("two-factor, staff passwords and card numbers stay out of payload and changes", async () => {
    const storeId = await createStore(A, "HEAD_STORE_MULTILEVEL", ADMIN);
    const token = await loginToken(A, ADMIN.email, ADMIN.password);
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await api(A, method, `/api/admin${path}`, { token, body });
      expect(r.body.code, `${method} ${path}: ${JSON.stringify(r.body)}`).toBe(0);
      return r.body.data;
    };
    const { secret } = await call("POST", "/store/user/security/totp");
    const { recoveryCodes } = await call("POST", "/store/user/security/totp/confirm", {
      code: totpCodeAt(secret, Date.now() - TOTP_PERIOD_S * 1000),
    });
    const renewed = await call("POST", "/store/user/security/recoveryCodes", { password: ADMIN.password });
    const staff = await call("POST", "/admins", { name: "Amy", email: "amy@example.com", password: "first-pass-123" });
    await call("PATCH", `/admins/${staff.id}`, { password: "second-pass-456" });
    await call("POST", "/store/user/creditCards", {
      holder: "Root Admin",
      number: "4242 4242 4242 4242",
      expiry: "12/39",
      cvc: "123",
    });

    const rows = await sql<{ path: string; payload: string | null; changes: string | null }>(
      "SELECT path, payload, changes FROM audit_logs WHERE store_id = ?",
      storeId,
    );
    expect(rows.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/api/admin/store/user/security/totp/confirm",
        "/api/admin/store/user/security/recoveryCodes",
        "/api/admin/admins",
        `/api/admin/admins/${staff.id}`,
        "/api/admin/store/user/creditCards",
      ]),
    );
    const text = JSON.stringify(rows);
    const secrets = [
      secret,
      ...recoveryCodes,
      ...renewed.recoveryCodes,
      ADMIN.password,
      "first-pass-123",
      "second-pass-456",
      "4242424242424242",
      "4242 4242 4242 4242",
    ];
    for (const s of secrets) expect(text, s).not.toContain(s);
  });
});
