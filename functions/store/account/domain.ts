import { storeIdForHost } from "@db/stores";
import type { AuditTrail } from "../../platform/auditTrail";
import type { Env } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { normaliseHostname } from "../../platform/tenancy/hostname";
import type { StoreScope } from "../../platform/tenancy/scope";
import { forgetHosts } from "../../platform/tenancy/tenancy";
import { Code } from "../../shared/codes";
import { RESERVED_DOMAIN_NAMES } from "../../shared/store/storeAccount";

// The store's default host `{domainName}.{platform base domain}` (GET/PATCH
// /api/admin/store/defaultDomain, POST /api/admin/store/ifDefaultDomainExists). A change moves the
// host row in one D1 batch and forgets both KV host entries, so the new host answers at once and
// the old one resolves to no store: 400003 from the API, the invalid-domain screen for pages, and
// never a cached page (the page cache is keyed only for a resolved store, platform/pageCache/pageCache.ts).

export const baseDomainOf = (env: Env) => (env.PLATFORM_BASE_DOMAIN || "localhost").toLowerCase();

export function defaultDomainView(env: Env, host: string | null) {
  const baseDomain = baseDomainOf(env);
  const suffix = `.${baseDomain}`;
  return {
    defaultDomain: host,
    baseDomain,
    // A host outside the platform domain (an operator's custom default) has no name to show.
    domainName: host?.endsWith(suffix) ? host.slice(0, -suffix.length) : null,
  };
}

const hostFor = (env: Env, domainName: string) => normaliseHostname(`${domainName}.${baseDomainOf(env)}`);

const reserved = () =>
  new AppError(Code.DOMAIN_NAME_RESERVED, 200, "This name is kept by the platform.", [
    { path: "domainName", message: "validation.domainNameReserved" },
  ]);
const taken = () =>
  new AppError(Code.HOST_ALREADY_USED, 200, "Another store uses this name.", [
    { path: "domainName", message: "validation.domainNameTaken" },
  ]);

export async function domainNameStatus(scope: StoreScope, domainName: string) {
  const host = hostFor(scope.env, domainName);
  if (RESERVED_DOMAIN_NAMES.has(domainName) || !host) return { domainName, exists: true, reserved: true, isOwn: false };
  const owner = await storeIdForHost(scope.db, host);
  const isOwn = owner === scope.storeId;
  return { domainName, exists: owner !== null && !isOwn, reserved: false, isOwn };
}

export async function changeDefaultDomain(scope: StoreScope, domainName: string, audit: AuditTrail) {
  const host = hostFor(scope.env, domainName);
  if (RESERVED_DOMAIN_NAMES.has(domainName) || !host) throw reserved();
  const old = scope.store.defaultDomain;
  if (host === old) {
    // Nothing moves; the call is still recorded.
    await scope.batch([audit.item({ objectId: scope.storeId, always: true })]);
    return defaultDomainView(scope.env, old);
  }
  if ((await storeIdForHost(scope.db, host)) !== null) throw taken();
  try {
    await scope.storeAccount.switchDefaultHost(old, host, [
      audit.item({ objectId: scope.storeId, before: { defaultDomain: old }, after: { defaultDomain: host } }),
    ]);
  } catch (e) {
    // Another store took it between the check and the batch: the batch changed nothing.
    if (/UNIQUE|PRIMARY KEY|constraint/i.test(String(e))) throw taken();
    throw e;
  }
  await forgetHosts(scope.env.KV, old ? [old, host] : [host]);
  return defaultDomainView(scope.env, host);
}
