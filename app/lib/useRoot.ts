import { useRouteLoaderData } from "react-router";
import type { RootData } from "../root";

/** Root loader data; page routes only render under a resolved store, so it is always present. */
export function useRoot(): RootData {
  const d = useRouteLoaderData<RootData>("root");
  if (!d) throw new Error("root data missing");
  return d;
}
