import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createStore, registerMember } from "../helpers";

// /profile/password/edit renders its three inputs from the shared account field specs and posts
// without JavaScript: a wrong current password comes back under that field, the right one saves.

const A = "pw-page-a.localhost";

async function page(cookie: string, form?: Record<string, string>) {
  const res = await SELF.fetch(`http://${A}/profile/password/edit`, {
    method: form ? "POST" : "GET",
    headers: {
      accept: "text/html",
      cookie,
      ...(form ? { "content-type": "application/x-www-form-urlencoded", origin: `http://${A}` } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: "manual",
  });
  return { status: res.status, html: await res.text(), setCookie: res.headers.get("set-cookie") };
}

describe("/profile/password/edit page", () => {
  it("renders current, new and confirm password; a wrong current one is refused under its field", async () => {
    await createStore(A);
    const m = await registerMember(A, "pw@example.com");
    const cookie = `sf_session=${m.accessToken}`;

    const form = await page(cookie);
    expect(form.status).toBe(200);
    expect(form.html).toMatch(/<input[^>]*id="f-currentPassword"[^>]*autoComplete="current-password"/i);
    expect(form.html).toMatch(/<input[^>]*id="f-newPassword"[^>]*autoComplete="new-password"/i);
    expect(form.html).toMatch(/<input[^>]*id="f-confirmPassword"[^>]*autoComplete="new-password"/i);
    expect(form.html).toContain("目前密碼");

    const wrong = await page(cookie, {
      currentPassword: "not-my-password",
      newPassword: "brand-new-pw",
      confirmPassword: "brand-new-pw",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('id="f-currentPassword-err"');
    expect(wrong.html).not.toContain('id="f-newPassword-err"');

    const ok = await page(cookie, {
      currentPassword: "member1234",
      newPassword: "brand-new-pw",
      confirmPassword: "brand-new-pw",
    });
    expect(ok.status).toBe(200);
    expect(ok.setCookie).toContain("sf_session=");
  }, 120_000); // the file's first server render compiles the page modules
});
