import { describe, expect, it } from "vitest";
import { isValidHostname, normaliseHostname, requestHostname } from "../../functions/platform/tenancy/hostname";

describe("normaliseHostname", () => {
  it.each([
    ["shop.example.com", "shop.example.com"],
    ["Shop-A.Example.COM", "shop-a.example.com"],
    ["shop.example.com:8787", "shop.example.com"],
    ["shop.example.com.", "shop.example.com"],
    ["SHOP.example.com.:443", "shop.example.com"],
    ["  shop.example.com  ", "shop.example.com"],
    ["https://shop.example.com", "shop.example.com"],
    ["http://Shop.Example.com:8080", "shop.example.com"],
    ["bücher.example", "xn--bcher-kva.example"],
    ["例子.测试", "xn--fsqu00a.xn--0zwm56d"],
    ["xn--bcher-kva.example", "xn--bcher-kva.example"],
    ["localhost", "localhost"],
    ["shop-a.localhost", "shop-a.localhost"],
    ["a1.b2.c3.example", "a1.b2.c3.example"],
    [`${"a".repeat(63)}.com`, `${"a".repeat(63)}.com`],
  ])("%s → %s", (input, out) => {
    expect(normaliseHostname(input)).toBe(out);
  });

  it.each([
    "",
    "   ",
    "-shop.com",
    "shop-.com",
    "sh op.com",
    "a..b",
    ".shop.com",
    "shop_a.com",
    "user@shop.com",
    "shop.com/path",
    "https://shop.example.com/",
    "shop.com?x=1",
    "shop.com#top",
    "shop\\evil.com",
    "192.168.0.1",
    "10.0.0.1:8080",
    "[::1]",
    `${"a".repeat(64)}.com`,
    `${"abcdefghi.".repeat(26)}com`,
    "x".repeat(301),
  ])("rejects %j", (input) => {
    expect(normaliseHostname(input)).toBeNull();
  });

  it("is idempotent", () => {
    for (const h of ["Shop.Example.com.:80", "bücher.example", "shop-a.localhost"]) {
      const once = normaliseHostname(h);
      expect(once).not.toBeNull();
      expect(normaliseHostname(once as string)).toBe(once);
    }
  });
});

describe("isValidHostname (RFC 1123 on the normalised form)", () => {
  it("accepts lowercase labels of letters, digits and inner hyphens", () => {
    expect(isValidHostname("shop.example.com")).toBe(true);
    expect(isValidHostname("a-b.c-d.example")).toBe(true);
    expect(isValidHostname("1shop.example")).toBe(true);
    expect(isValidHostname(`${"a".repeat(63)}.example`)).toBe(true);
    expect(isValidHostname("localhost")).toBe(true);
  });

  it("rejects bad labels, lengths and IP-like names", () => {
    expect(isValidHostname("")).toBe(false);
    expect(isValidHostname("Shop.example.com")).toBe(false);
    expect(isValidHostname("-a.example")).toBe(false);
    expect(isValidHostname("a-.example")).toBe(false);
    expect(isValidHostname("a..example")).toBe(false);
    expect(isValidHostname("a_b.example")).toBe(false);
    expect(isValidHostname("shop.example.")).toBe(false);
    expect(isValidHostname(`${"a".repeat(64)}.example`)).toBe(false);
    expect(isValidHostname("1.2.3.4")).toBe(false);
    expect(isValidHostname("shop.123")).toBe(false);
    // 253 characters is the limit.
    const long = `${"a".repeat(61)}.${"b".repeat(61)}.${"c".repeat(61)}.${"d".repeat(61)}.xyzab`;
    expect(long.length).toBe(253);
    expect(isValidHostname(long)).toBe(true);
    expect(isValidHostname(`${long}x`)).toBe(false);
  });
});

describe("requestHostname", () => {
  it("normalises the Host header", () => {
    const req = new Request("http://ignored.example/", { headers: { host: "Shop-A.Localhost:8787" } });
    expect(requestHostname(req)).toBe("shop-a.localhost");
  });

  it("falls back to the URL host", () => {
    expect(requestHostname(new Request("http://Shop-B.localhost:8787/x"))).toBe("shop-b.localhost");
  });

  it("is null for an IP host", () => {
    expect(requestHostname(new Request("http://127.0.0.1:8787/"))).toBeNull();
  });
});
