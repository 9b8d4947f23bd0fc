import { logout } from "@functions/people/accounts/service";
import { redirect } from "react-router";
import { activeUser, rcOf, scopeOf } from "../../lib/context.server";
import { clearSessionHeader } from "../../lib/session.server";
import type { Route } from "./+types/logout";

export async function action({ context, request }: Route.ActionArgs) {
  const rc = rcOf(context);
  const session = activeUser(context);
  if (session) await logout(scopeOf(context), session.tokenHash);
  const fd = await request.formData();
  // Spec: logout goes to / (or /admin from the back office).
  const to = fd.get("from") === "admin" ? "/admin" : "/";
  return redirect(to, { headers: clearSessionHeader(rc.secure) });
}

export const loader = () => redirect("/");
