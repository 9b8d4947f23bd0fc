import { ChevronDown, LogOut } from "lucide-react";
import { Form, Link } from "react-router";
import { LanguageSwitch } from "~/components/LanguageSwitch";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import { AccountLinks } from "../AccountLinks";

/** The signed-in admin's menu: who, their account pages, the store (on phones), language, sign out. */
export function UserMenu() {
  const t = useT();
  const { user } = useRoot();
  return (
    <details className="relative" data-testid="admin-user-menu">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-lg px-2 hover:bg-black/5">
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700">
          {user?.name.slice(0, 1)}
        </span>
        <ChevronDown size={16} aria-hidden />
      </summary>
      <div className="absolute right-0 top-11 z-40 w-64 rounded-xl border border-line bg-white p-2 shadow-lg">
        <div className="border-b border-line px-3 pb-2.5 pt-1.5">
          <p className="font-semibold">{user?.name}</p>
          <p className="truncate text-sm text-muted">{user?.email}</p>
        </div>
        <AccountLinks />
        <Link to="/" className="flex rounded-lg px-3 py-2 text-sm hover:bg-surface min-[734px]:hidden">
          {t("admin.goToStore")}
        </Link>
        <LanguageSwitch />
        <Form method="post" action="/logout">
          <input type="hidden" name="from" value="admin" />
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-danger hover:bg-surface"
            data-testid="admin-logout"
          >
            <LogOut size={16} aria-hidden /> {t("admin.logout")}
          </button>
        </Form>
      </div>
    </details>
  );
}
