import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  emailRule,
  loginInput,
  nameRule,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordChangeInput,
  passwordRule,
  profileInput,
  registerInput,
  resetPasswordInput,
  toFieldIssues,
  twPhoneRule,
} from "../../functions/shared/validators";

/** The first issue message of a failed parse, or null when it passes. */
function issue(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? "?");
}

describe("name rule: 2–8 Chinese characters or 3–30 letters/spaces", () => {
  it.each(["王小", "王小明", "歐陽小明明明明", "王小明王小明王小", "Amy", "Mary Jane", "A".repeat(30), "Mia Member"])(
    "accepts %j",
    (v) => {
      expect(issue(nameRule, v)).toBeNull();
    },
  );

  it.each([
    ["王", "validation.name"],
    ["王小明王小明王小明", "validation.name"],
    ["Al", "validation.name"],
    ["A".repeat(31), "validation.name"],
    ["Amy2", "validation.name"],
    ["王Amy", "validation.name"],
    ["Amy-Lee", "validation.name"],
    ["", "validation.required"],
    ["   ", "validation.required"],
  ])("rejects %j with %s", (v, msg) => {
    expect(issue(nameRule, v)).toBe(msg);
  });

  it("trims before checking", () => {
    expect(nameRule.parse("  Amy  ")).toBe("Amy");
  });

  it("rejects a missing value as required", () => {
    expect(issue(nameRule, undefined)).toBe("validation.required");
  });
});

describe("email rule", () => {
  it.each(["a@b.co", "mia@example.com", "o'neil+tag@x.io", "first.last_name-1@sub.example.com.tw"])(
    "accepts %j",
    (v) => {
      expect(issue(emailRule, v)).toBeNull();
    },
  );

  it("trims and lower-cases", () => {
    expect(emailRule.parse("  Mia@Example.COM ")).toBe("mia@example.com");
  });

  it.each([
    ["", "validation.required"],
    ["no-at-sign", "validation.email"],
    ["a b@c.com", "validation.email"],
    ["a@b", "validation.email"],
    ["a@b.c1", "validation.email"],
    ["a@@b.com", "validation.email"],
    ["a!#@b.com", "validation.email"],
    ["@b.com", "validation.email"],
    [`${"a".repeat(250)}@b.com`, "validation.email"],
  ])("rejects %j with %s", (v, msg) => {
    expect(issue(emailRule, v)).toBe(msg);
  });
});

describe("password rule", () => {
  it("has the documented bounds", () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(64);
  });

  it("accepts 8 to 64 characters", () => {
    expect(issue(passwordRule, "a".repeat(8))).toBeNull();
    expect(issue(passwordRule, "a".repeat(64))).toBeNull();
  });

  it("rejects shorter, longer and empty", () => {
    expect(issue(passwordRule, "a".repeat(7))).toBe("validation.passwordMin");
    expect(issue(passwordRule, "a".repeat(65))).toBe("validation.passwordMax");
    expect(issue(passwordRule, "")).toBe("validation.required");
  });
});

describe("Taiwan mobile phone rule", () => {
  it("accepts 09 followed by 8 digits", () => {
    expect(issue(twPhoneRule, "0912345678")).toBeNull();
    expect(issue(twPhoneRule, "0987654321")).toBeNull();
  });

  it.each(["091234567", "09123456789", "0812345678", "9123456789", "09-1234567", "09a2345678", "+886912345678", ""])(
    "rejects %j",
    (v) => {
      expect(issue(twPhoneRule, v)).toBe("validation.twPhone");
    },
  );
});

describe("composed form schemas", () => {
  it("register needs name, email and password and refuses unknown fields", () => {
    expect(registerInput.safeParse({ name: "Amy", email: "a@b.co", password: "12345678" }).success).toBe(true);
    const extra = registerInput.safeParse({ name: "Amy", email: "a@b.co", password: "12345678", isAdmin: true });
    expect(extra.success).toBe(false);
    const bad = registerInput.safeParse({ name: "A", email: "x", password: "1" });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(
        toFieldIssues(bad.error)
          .map((i) => i.path)
          .sort(),
      ).toEqual(["email", "name", "password"]);
    }
  });

  it("login requires both fields", () => {
    expect(loginInput.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
    const r = loginInput.safeParse({ email: "a@b.co", password: "" });
    expect(r.success).toBe(false);
    if (!r.success) expect(toFieldIssues(r.error)).toEqual([{ path: "password", message: "validation.required" }]);
  });

  it("password change: confirm mismatch is reported on confirmPassword", () => {
    const ok = { currentPassword: "old-secret", newPassword: "new-secret-1", confirmPassword: "new-secret-1" };
    expect(passwordChangeInput.safeParse(ok).success).toBe(true);
    const r = passwordChangeInput.safeParse({ ...ok, confirmPassword: "new-secret-2" });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(toFieldIssues(r.error)).toEqual([{ path: "confirmPassword", message: "validation.confirmed" }]);
  });

  it("password reset: confirm mismatch is reported on confirmPassword", () => {
    const ok = { token: "t".repeat(32), newPassword: "new-secret-1", confirmPassword: "new-secret-1" };
    expect(resetPasswordInput.safeParse(ok).success).toBe(true);
    const r = resetPasswordInput.safeParse({ ...ok, confirmPassword: "other-secret" });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(toFieldIssues(r.error)).toEqual([{ path: "confirmPassword", message: "validation.confirmed" }]);
  });

  it("profile: phone must be a Taiwan mobile or empty; birthday from 1919 to today", () => {
    expect(profileInput.safeParse({ name: "Amy", phone: "0912345678", birthday: "1990-05-01" }).success).toBe(true);
    expect(profileInput.safeParse({ name: "Amy", phone: "", birthday: "" }).success).toBe(true);
    expect(issue(profileInput, { name: "Amy", phone: "12345" })).toBe("validation.twPhone");
    expect(issue(profileInput, { name: "Amy", birthday: "1918-12-31" })).toBe("validation.birthday");
    expect(issue(profileInput, { name: "Amy", birthday: "2999-01-01" })).toBe("validation.birthday");
  });

  it("toFieldIssues names the root as _", () => {
    const r = nameRule.safeParse("A");
    expect(r.success).toBe(false);
    if (!r.success) expect(toFieldIssues(r.error)).toEqual([{ path: "_", message: "validation.name" }]);
  });
});
