import { useEffect } from "react";

// The request layer is loaded after hydration, not with the page: a storefront page renders and
// hydrates without it.
const loadApi = () => import("./api");

/**
 * Client-only start-up work of the request layer (spec §4), run once after hydration:
 * guest id, the daily domain-validity recheck (invalid → alert) and, for admins, the daily
 * online check. `adminId`: the signed-in admin's id, null for anyone else.
 */
export function useAppBootstrap(adminId: number | null): void {
  useEffect(() => {
    void loadApi()
      .then(({ api, recheckDomainValidity }) => {
        api.ensureGuestId();
        return recheckDomainValidity(api, window.location.hostname);
      })
      .catch((e) => console.error(e));
  }, []);

  useEffect(() => {
    if (adminId == null) return;
    void loadApi()
      .then(({ api, checkAdminOnline }) => checkAdminOnline(api, adminId))
      .catch((e) => console.error(e));
  }, [adminId]);
}
