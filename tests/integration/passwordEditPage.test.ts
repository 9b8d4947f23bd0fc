import { describe, expect, it } from "vitest";
import { createStore, page, registerMember } from "../helpers";

// /profile/password/edit renders its three inputs from the shared account field specs and posts
// without JavaScript: a wrong current password comes back under that field, the right one saves.

const A = "pw-page-a.localhost";

/** The page, or a post of it that sets the new password with `current` as the current one. */
const open = (cookie: string) => page(A, "/profile/password/edit", { cookie });
const change = (cookie: string, current: string) =>
  page(A, "/profile/password/edit", {
    cookie,
    form: { currentPassword: current, newPassword: "brand-new-pw", confirmPassword: "brand-new-pw" },
  });

describe("/profile/password/edit page", () => {
  it("renders current, new and confirm password; a wrong current one is refused under its field", async () => {
    await createStore(A);
    const m = await registerMember(A, "pw@example.com");
    const cookie = `sf_session=${m.accessToken}`;

    const form = await open(cookie);
    expect(form.status).toBe(200);
    expect(form.html).toMatch(/<input[^>]*id="f-currentPassword"[^>]*autoComplete="current-password"/i);
    expect(form.html).toMatch(/<input[^>]*id="f-newPassword"[^>]*autoComplete="new-password"/i);
    expect(form.html).toMatch(/<input[^>]*id="f-confirmPassword"[^>]*autoComplete="new-password"/i);
    expect(form.html).toContain("目前密碼");

    const wrong = await change(cookie, "not-my-password");
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('id="f-currentPassword-err"');
    expect(wrong.html).not.toContain('id="f-newPassword-err"');

    const ok = await change(cookie, "member1234");
    expect(ok.status).toBe(200);
    expect(ok.setCookie).toContain("sf_session=");
  }, 120_000); // the file's first server render compiles the page modules
});
