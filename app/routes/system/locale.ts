import { LOCALE_COOKIE } from "@functions/platform/cookies";
import { safeRedirectPath } from "@functions/shared/safeRedirect";
import { redirect } from "react-router";
import type { Route } from "./+types/locale";

export async function action({ request }: Route.ActionArgs) {
  // A body that is not a form (or is cut off) still switches nothing and goes home, never a 500.
  const fd = await request.formData().catch(() => new FormData());
  const locale = fd.get("locale") === "en" ? "en" : "zh-TW";
  return redirect(safeRedirectPath(fd.get("redirect")), {
    headers: { "set-cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = url.searchParams.get("lang") === "en" ? "en" : "zh-TW";
  return redirect(safeRedirectPath(url.searchParams.get("redirect")), {
    headers: { "set-cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}
