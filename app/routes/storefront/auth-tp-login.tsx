import "../../i18n/social";
import { tpCodeInput } from "@functions/people/social/schemas";
import { signInWithTpCode } from "@functions/people/social/tpAuth";
import { safeReturn } from "@functions/people/social/web";
import { Link2Off } from "lucide-react";
import { data, redirect } from "react-router";
import { SystemPage } from "../../components/SystemPage";
import { rcOf, scopeOf } from "../../lib/context.server";
import { runForm } from "../../lib/forms";
import { setSessionHeader } from "../../lib/session.server";
import type { Route } from "./+types/auth-tp-login";

// /auth/tp/login?code=…&redirect=/path: spends a third-party auth code (GET /api/auth/tpauthcode)
// once, signs its member in and goes on to a same-origin path. A bad, used or expired code shows
// an error page (400), never a sign-in.

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const url = new URL(request.url);
  const parsed = tpCodeInput.safeParse({ code: url.searchParams.get("code") ?? "" });
  if (!parsed.success) return data({ code: 400001 }, 400);
  const out = await runForm(() => signInWithTpCode(scopeOf(context), parsed.data.code));
  if (!out.ok) return data({ code: out.result.ok ? 0 : (out.result.code ?? 400325) }, 400);
  return redirect(safeReturn(url.searchParams.get("redirect")), {
    headers: setSessionHeader(out.value.accessToken, rc.secure),
  });
}

export default function TpLogin() {
  return (
    <div data-testid="tp-login-invalid">
      <SystemPage icon={<Link2Off size={30} />} titleKey="social.tpTitle" bodyKey="social.tpInvalid" code="400325" />
    </div>
  );
}
