import { redirect } from "react-router";
import { LOCALE_COOKIE } from "../../../functions/platform/cookies";
import type { Route } from "./+types/locale";

const safeRedirect = (to: string | null) => (to?.startsWith("/") && !to.startsWith("//") ? to : "/");

export async function action({ request }: Route.ActionArgs) {
  const fd = await request.formData();
  const locale = fd.get("locale") === "en" ? "en" : "zh-TW";
  return redirect(safeRedirect(String(fd.get("redirect") ?? "/")), {
    headers: { "set-cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = url.searchParams.get("lang") === "en" ? "en" : "zh-TW";
  return redirect(safeRedirect(url.searchParams.get("redirect")), {
    headers: { "set-cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}
