import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The back office's order and subscription pages (spec back-office §2.2 "Orders" and
// "Subscription"), spread into the admin layout in app/routes.ts before its catch-all. The order
// detail page is not in the spec's route table: /admin/order/{id} (privilege 1, shared/access/adminMenu.ts).
const r = (path: string, file: string) => route(path, `routes/admin/orders/${file}`);

export const orderRoutes: RouteConfigEntry[] = [
  r("orderlist/:name", "order-list.tsx"),
  r("orderlist-overview", "order-overview.tsx"),
  r("order/:id", "order-detail.tsx"),
  r("subscription-list", "subscription-list.tsx"),
  r("orders-import", "orders-import.tsx"),
];
