import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The head store's registration plan page (issue 13 §2), spread into the admin layout.
export const registrationAdminRoutes: RouteConfigEntry[] = [
  route("subscription-registration-plan", "routes/admin/network/registration/registration-plan.tsx"),
];
