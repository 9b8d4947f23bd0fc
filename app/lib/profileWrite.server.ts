import { data, type RouterContextProvider } from "react-router";
import type { AuditTrail } from "../../functions/platform/auditTrail";
import { adminWrite } from "../../functions/platform/http/adminWrite";
import { adminPageRule } from "../../functions/shared/access/routeGuard";
import { activeUser, rcOf, scopeOf } from "./context.server";
import { type FormResult, formValues, runForm } from "./forms";

/**
 * The member area's profile pages also serve the admin's own profile inside the back office
 * (/admin/settingpage/setting-profile/…, app/routes/admin/profile/routes.ts). There a write is an
 * admin write: the page's rule of the access table (the settings section) and one audit row
 * (system User), like /api/admin/store/user/profile, its row in the write's own batch: `fn` gets
 * the audit trail there and hands it to the service. On the storefront it runs as it is, with no
 * trail.
 */
export function profileWriter(request: Request, context: Readonly<RouterContextProvider>) {
  const path = new URL(request.url).pathname;
  if (!path.startsWith("/admin/")) return <T>(fn: (audit?: AuditTrail) => Promise<T>) => fn();
  const rc = rcOf(context);
  return <T>(fn: (audit?: AuditTrail) => Promise<T>) =>
    adminWrite(rc, request.method, path, { rule: adminPageRule(path), system: "User", keys: [] }, (_s, _u, audit) =>
      fn(audit),
    );
}

/** The answer to a post when nobody is signed in (the page then sends them to sign in). */
export const signedOutResult = () => data({ ok: false, issues: [], code: 400029 } satisfies FormResult, 200);

/**
 * A post to one of the member's saved lists (address book, saved cards): the member, the fields,
 * the intent and the entry's id, and `done`, which runs the write (audited in the back office) and
 * answers with the intent and id, a refusal as 422 with its field issues. Null when signed out.
 */
export async function savedListPost(request: Request, context: Readonly<RouterContextProvider>) {
  const s = activeUser(context);
  if (!s) return null;
  const v = await formValues(request);
  const intent = v.intent ?? "";
  const id = /^[1-9]\d{0,14}$/.test(v.id ?? "") ? Number(v.id) : null;
  const audited = profileWriter(request, context);
  const done = async (fn: (audit?: AuditTrail) => Promise<unknown>) => {
    const out = await runForm(() => audited(fn));
    return out.ok ? { ok: true as const, intent, id } : data({ ...out.result, intent, id }, out.result.ok ? 200 : 422);
  };
  return { user: s.user, scope: scopeOf(context), v, intent, id, done };
}
