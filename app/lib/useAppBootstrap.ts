import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../root";
import { api, checkAdminOnline, recheckDomainValidity } from "./api";

/**
 * Client-only start-up work of the request layer (spec §4), run once after hydration:
 * guest id, the daily domain-validity recheck (invalid → alert) and, for admins, the daily
 * online check.
 */
export function useAppBootstrap(): void {
  const root = useRouteLoaderData<RootData>("root");
  const adminId = root?.user?.isAdmin ? root.user.id : null;

  useEffect(() => {
    api.ensureGuestId();
    void recheckDomainValidity(api, window.location.hostname).catch((e) => console.error(e));
  }, []);

  useEffect(() => {
    if (adminId == null) return;
    void checkAdminOnline(api, adminId).catch((e) => console.error(e));
  }, [adminId]);
}
