import { route } from "@react-router/dev/routes";

// Branch registration pages (issue 13 §2), inside the storefront layout.
const page = (file: string) => `routes/storefront/registration/${file}.tsx`;

export const registrationRoutes = [
  route("join-us", page("join-us")),
  route("multilevel-info", page("multilevel-info")),
  route("multilevel-regist", page("multilevel-regist")),
  route("registration-cart/:type", page("registration-cart")),
  route("registration-products/:type/:id/:name/:listType/:planId", page("registration-products")),
  route("checkout/openstore", page("checkout-openstore")),
  // A branch's renewal order: the same page in update mode (functions/branchRenewal).
  route("checkout/updatesubscription", page("checkout-openstore"), { id: "checkout-update" }),
  route("multilevel-checkout", page("multilevel-checkout")),
  route("multilevel-complete", page("multilevel-complete")),
  route("find-branch-domain", page("find-branch-domain")),
];
