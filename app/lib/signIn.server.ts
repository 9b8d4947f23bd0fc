import type { RouterContextProvider } from "react-router";
import { joinGuestCart, login } from "../../functions/people/accounts/service";
import { completeTwoFactorLogin } from "../../functions/people/accounts/twoFactor";
import { Code } from "../../functions/shared/codes";
import { twoFactorLoginInput } from "../../functions/shared/people/security";
import { loginInput } from "../../functions/shared/validators";
import { rcOf, scopeOf } from "./context.server";
import { type FormResult, formValues, parseForm, runForm } from "./forms";

// The password step and, for admins with two-factor on, the code step of the login pages (admin
// and storefront), over the same services as POST /api/auth/login and /api/auth/login/twoFactor.

/** A failed step; `challenge` set means "show the code step" (again, after a wrong code). */
export type SignInResult = FormResult & { challenge?: string };

export type SignInOutcome =
  | { ok: true; token: string; userId: number; values: Record<string, string> }
  | { ok: false; result: SignInResult; status: number; values: Record<string, string> };

export async function signIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  opts: { adminOnly?: boolean } = {},
): Promise<SignInOutcome> {
  const values = await formValues(request);
  const rc = rcOf(context);
  const scope = scopeOf(context);
  const userAgent = request.headers.get("user-agent");
  const fail = (result: SignInResult, status = 200) => ({ ok: false as const, result, status, values });
  if (values.intent === "twoFactor") {
    const parsed = parseForm(twoFactorLoginInput, { challenge: values.challenge, code: values.code });
    if (!parsed.ok) return fail({ ...parsed.result, challenge: values.challenge }, 422);
    const out = await runForm(() => completeTwoFactorLogin(scope, parsed.data, rc.clientIp, { userAgent }));
    if (out.ok) {
      await joinGuestCart(scope, rc.guestId, out.value.user.id);
      return { ok: true, token: out.value.accessToken, userId: out.value.user.id, values };
    }
    const r = out.result;
    // A wrong code keeps the step; an expired challenge goes back to the password.
    const keep = !r.ok && r.code === Code.TWO_FACTOR_INVALID;
    return fail(keep ? { ...r, challenge: values.challenge } : r, !r.ok && r.code === 400429 ? 429 : 200);
  }
  const parsed = parseForm(loginInput, { email: values.email, password: values.password });
  if (!parsed.ok) return fail(parsed.result, 422);
  const out = await runForm(() =>
    login(scope, parsed.data, rc.clientIp, { adminOnly: opts.adminOnly, guestId: rc.guestId, userAgent }),
  );
  if (!out.ok) return fail(out.result, !out.result.ok && out.result.code === 400429 ? 429 : 200);
  if (out.value.twoFactor) {
    return fail({ ok: false, issues: [], code: Code.TWO_FACTOR_REQUIRED, challenge: out.value.twoFactor.challenge });
  }
  return { ok: true, token: out.value.accessToken, userId: out.value.user.id, values };
}
