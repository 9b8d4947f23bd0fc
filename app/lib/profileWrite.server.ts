import type { RouterContextProvider } from "react-router";
import { adminWrite } from "../../functions/platform/adminWrite";
import { rcOf } from "./context.server";

/**
 * The member area's profile pages also serve the admin's own profile inside the back office
 * (/admin/settingpage/setting-profile/…, app/routes/admin/profile/routes.ts). There a write is an
 * admin write: privilege check and one audit row (system User, settings section 9), like
 * /api/admin/store/user/profile. On the storefront it runs as it is.
 */
export function profileWriter(request: Request, context: Readonly<RouterContextProvider>) {
  const path = new URL(request.url).pathname;
  if (!path.startsWith("/admin/")) return <T>(fn: () => Promise<T>) => fn();
  const rc = rcOf(context);
  return <T>(fn: () => Promise<T>) =>
    adminWrite(rc, request.method, path, { privilege: 9, system: "User", keys: [] }, () => fn());
}
