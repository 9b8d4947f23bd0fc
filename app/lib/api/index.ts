// The browser's request layer (spec storefront §4, §7, §8). Pages import `api` and `appEvents`.
import { appEvents } from "./appEvents";
import { createApiClient } from "./client";

export { appEvents };

/** The app-wide client: browser defaults (fetch, localStorage, document.cookie, location), resolved lazily. */
export const api = createApiClient({ events: appEvents });

export { CACHED_LISTS, type CachedListName, isCacheValid, resetCachedLists } from "./cache";
export { checkAdminOnline, recheckDomainValidity } from "./checks";
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  INVALID_DOMAIN_DELAY_MS,
  type RequestOptions,
} from "./client";
export { ApiError, DUPLICATE_MESSAGE, isApiError, TIMEOUT_MESSAGE } from "./errors";
export { type AppAlertsState, type AppEvent, type AppEvents, createAppEvents, type OverlayKind } from "./events";
export { ensureGuestId, GUEST_ID_RE, generateGuestId } from "./guest";
export type { Envelope } from "./types";
export { compareVersions, isNewerVersion } from "./version";
export { reportVisitOncePerDay } from "./visit";
