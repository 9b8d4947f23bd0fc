import type { Config } from "@react-router/dev/config";

// splitRouteModules off: with it, a route's HydrateFallback lands in a chunk left out of the
// manifest and a full page load of such a route showed the admin shell twice (React Router 8.4).
export default { ssr: true, splitRouteModules: false } satisfies Config;
