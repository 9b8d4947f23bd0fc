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

/**
 * The storefront's daily visit report (spec §4), after hydration and once per Taipei day per
 * browser (app/lib/api/visit.ts). <html data-visit> says what this page view did: "sent" when it
 * reported the day's visit, "known" when the day was already reported, "failed" (the e2e specs read it).
 */
export function useVisitReport(): void {
  useEffect(() => {
    void loadApi()
      .then(async ({ api, reportVisitOncePerDay }) => {
        document.documentElement.dataset.visit = await reportVisitOncePerDay(api);
      })
      .catch((e) => console.error(e));
  }, []);
}
