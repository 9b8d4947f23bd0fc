import type { RouterContextProvider } from "react-router";
// The server renders pages in either language, so it registers English once at start (the
// browser loads it only for English pages; see entry.client.tsx).
import "../i18n/english";
import { requestContext } from "../../functions/platform/tenancy/requestContext";
import type { RequestContext, StoreScope } from "../../functions/platform/tenancy/scope";
import { salesScopeOf } from "../../functions/platform/tenancy/scope";

export function rcOf(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}

/** Page loaders run only for known hosts (the root loader answers 404 otherwise). */
export function scopeOf(context: Readonly<RouterContextProvider>): StoreScope {
  const rc = rcOf(context);
  if (!rc.scope) throw new Response("Website does not exist", { status: 404 });
  return rc.scope;
}

export function activeUser(context: Readonly<RouterContextProvider>) {
  const s = rcOf(context).session;
  return s.kind === "active" ? s : null;
}

/**
 * The scope of a sale (cart, checkout, the member's orders): on a branch host the head store's,
 * carrying the branch (functions/platform/tenancy/scope.ts); elsewhere the store's own.
 */
export function salesScopeFor(context: Readonly<RouterContextProvider>): Promise<StoreScope> {
  return salesScopeOf(scopeOf(context));
}
