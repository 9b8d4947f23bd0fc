import { describe, expect, it } from "vitest";
import { guestIdOf, localeOf } from "../../functions/platform/tenancy/context";

const req = (headers: Record<string, string>) => new Request("http://shop-a.localhost/", { headers });

describe("request headers of spec storefront §7", () => {
  const id = "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE";

  it("takes the guest id from the guestId header, then the cookie", () => {
    expect(guestIdOf(req({ guestid: id }))).toBe(id);
    expect(guestIdOf(req({ cookie: `x=1; guestId=${id}` }))).toBe(id);
  });

  it("ignores guest ids that are not 32 letters or digits", () => {
    expect(guestIdOf(req({ guestid: "short" }))).toBeNull();
    expect(guestIdOf(req({ guestid: `${id.slice(0, 31)}-` }))).toBeNull();
    expect(guestIdOf(req({}))).toBeNull();
  });

  it("defaults to zh-TW and honours the language cookie", () => {
    expect(localeOf(req({ "accept-language": "en-US" }))).toBe("zh-TW");
    expect(localeOf(req({ cookie: "sf_lang=en" }))).toBe("en");
    expect(localeOf(req({ cookie: "sf_lang=fr" }))).toBe("zh-TW");
  });
});
