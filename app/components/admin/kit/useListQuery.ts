import { useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { hrefWith, pageParam, parseSort, type QueryPatch } from "./listQuery";

/** The list's URL state for a page component, and links/navigation that change it. */
export function useListQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const href = (patch: QueryPatch, pathname = location.pathname) => hrefWith(pathname, location.search, patch);
  return {
    params,
    get: (k: string) => params.get(k) ?? "",
    sort: parseSort(params.get("sort")),
    page: pageParam(params.get("page")),
    href,
    go: (patch: QueryPatch, pathname?: string) => navigate(href(patch, pathname)),
  };
}

/** The list is reloading: its own URL is loading (a filter, a page) or its loader reruns after a write. */
export function useListLoading(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  const { state } = useRevalidator();
  return state === "loading" || (navigation.state !== "idle" && navigation.location?.pathname === location.pathname);
}
