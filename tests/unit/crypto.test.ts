import { describe, expect, it } from "vitest";
import {
  hashPassword,
  PBKDF2_ITERATIONS,
  randomToken,
  sha256,
  toBase64Url,
  verifyPassword,
} from "../../functions/platform/crypto";

const B64URL = /^[A-Za-z0-9_-]+$/;

describe("password hashing (PBKDF2-SHA256)", () => {
  it("stores pbkdf2-sha256$100000$<16-byte salt>$<32-byte hash>", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain("correct horse");
  });

  it("round-trips: the right password verifies, a wrong one does not", async () => {
    const stored = await hashPassword("s3cret-pass");
    expect(await verifyPassword("s3cret-pass", stored)).toBe(true);
    expect(await verifyPassword("s3cret-pasS", stored)).toBe(false);
    expect(await verifyPassword("s3cret-pas", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("handles non-ASCII passwords", async () => {
    const stored = await hashPassword("密碼🔐ümlaut");
    expect(await verifyPassword("密碼🔐ümlaut", stored)).toBe(true);
    expect(await verifyPassword("密碼🔐umlaut", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same-password"), hashPassword("same-password")]);
    expect(a).not.toBe(b);
    expect(a.split("$")[2]).not.toBe(b.split("$")[2]);
    expect(await verifyPassword("same-password", a)).toBe(true);
    expect(await verifyPassword("same-password", b)).toBe(true);
  });

  it("refuses tampered or malformed stored values", async () => {
    const stored = await hashPassword("s3cret-pass");
    const [scheme, iter, salt, hash] = stored.split("$") as [string, string, string, string];
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    expect(await verifyPassword("s3cret-pass", [scheme, iter, salt, flip(hash)].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-pass", [scheme, iter, flip(salt), hash].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-pass", [scheme, "99999", salt, hash].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-pass", ["bcrypt", iter, salt, hash].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-pass", [scheme, iter, salt, hash.slice(0, 20)].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-pass", "")).toBe(false);
    expect(await verifyPassword("s3cret-pass", "pbkdf2-sha256$100000$")).toBe(false);
    expect(await verifyPassword("s3cret-pass", "s3cret-pass")).toBe(false);
  });
});

describe("randomToken", () => {
  it("is URL-safe base64 of 32 random bytes by default", () => {
    const t = randomToken();
    expect(t).toMatch(B64URL);
    expect(t).toHaveLength(43);
  });

  it("honours the byte count", () => {
    expect(randomToken(16)).toHaveLength(22);
    expect(randomToken(48)).toHaveLength(64);
  });

  it("does not repeat", () => {
    const seen = new Set(Array.from({ length: 2000 }, () => randomToken()));
    expect(seen.size).toBe(2000);
  });
});

describe("encoding helpers", () => {
  it("toBase64Url has no padding and uses - and _", () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe("-_8");
    expect(toBase64Url(new Uint8Array([]))).toBe("");
  });

  it("sha256 is the standard digest, base64url encoded", async () => {
    expect(await sha256("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
    expect(await sha256("abd")).not.toBe(await sha256("abc"));
  });
});
