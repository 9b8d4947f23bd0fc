import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("locale", "routes/system/locale.ts"),
  layout("routes/storefront/layout.tsx", [
    index("routes/storefront/home.tsx"),
    route("login", "routes/storefront/login.tsx"),
    route("register", "routes/storefront/register.tsx"),
    route("forget-password", "routes/storefront/forget-password.tsx"),
    route("reset-password", "routes/storefront/reset-password.tsx"),
    route("logout", "routes/storefront/logout.ts"),
    layout("routes/member/layout.tsx", [
      route("profile/info/setting", "routes/member/info-setting.tsx"),
      route("profile/password/edit", "routes/member/password-edit.tsx"),
    ]),
    route("notadmin", "routes/system/notadmin.tsx"),
    route("not-branch-root", "routes/system/not-branch-root.tsx"),
    route("not-allow", "routes/system/not-allow.tsx"),
    route("not-allow-preview", "routes/system/not-allow-preview.tsx"),
    route("admin", "routes/admin/login.tsx"),
    route("*", "routes/system/not-found.tsx"),
  ]),
  ...prefix("admin", [layout("routes/admin/layout.tsx", [route("*", "routes/admin/section.tsx")])]),
  // Spec: paths containing "admins" (the sales assistant) open by full page reload, same shell.
  layout("routes/admin/layout.tsx", { id: "admins-layout" }, [
    route("admins/*", "routes/admin/section.tsx", { id: "admins-section" }),
  ]),
] satisfies RouteConfig;
