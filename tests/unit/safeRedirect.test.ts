import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "../../functions/shared/safeRedirect";

// One rule for every redirect target that comes from input (language switch, login form).

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/products", "/products"],
    ["/checkout?type=normal", "/checkout?type=normal"],
    ["/search?keyword=100%25", "/search?keyword=100%25"],
    ["/search?keyword=%E8%8C%B6", "/search?keyword=%E8%8C%B6"],
    ["/產品/茶", "/%E7%94%A2%E5%93%81/%E8%8C%B6"], // a header can only carry ASCII
    ["/a/../b", "/b"],
    ["/products#top", "/products#top"],
  ])("keeps the same-origin path %j as %j", (raw, out) => {
    expect(safeRedirectPath(raw)).toBe(out);
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["backslash after the slash", "/\\evil.example"],
    ["backslash anywhere", "/a\\b"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded backslash, lower case", "/%5cevil.example"],
    ["double-encoded backslash", "/%255Cevil.example"],
    ["encoded slashes", "/%2F%2Fevil.example"],
    ["encoded slash then slash", "/%2F/evil.example"],
    ["newline", "/\nenv"],
    ["encoded newline", "/%0Aenv"],
    ["carriage return", "/a\r\nSet-Cookie: x=1"],
    ["tab that URL parsing strips", "/\t/evil.example"],
    ["NUL", "/a\u0000"],
    ["line separator", "/a\u2028b"],
    ["absolute URL", "https://evil.example/"],
    ["scheme", "javascript:alert(1)"],
    ["relative path", "products"],
    ["empty", ""],
    ["far too long", `/${"a".repeat(3000)}`],
  ])("falls back for %s", (_label, raw) => {
    expect(safeRedirectPath(raw)).toBe("/");
  });

  it.each([null, undefined, 42, {}, new File(["x"], "x")])("falls back for the non-string %s", (raw) => {
    expect(safeRedirectPath(raw)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//evil.example", "/admin")).toBe("/admin");
  });
});
