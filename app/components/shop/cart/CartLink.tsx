import { BADGE_CAP } from "@functions/shared/constants";
import { ShoppingCart } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n";
import { cx } from "../../ui";
import { badgeText, refreshCartCount, useCartCount } from "./count";

/**
 * The navbar's cart icon with the unit count (spec §9 badge cap 99). The count is personal, so it
 * loads after hydration (cached pages are anonymous) and again when the signed-in member changes
 * (a login merges the guest's cart).
 */
export function CartLink({ userId, className }: { userId: number | null; className?: string }) {
  const t = useT();
  const count = useCartCount();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the member id is the trigger, not an input
  useEffect(() => {
    void refreshCartCount().catch(() => {});
  }, [userId]);
  const n = count ?? 0;
  return (
    <Link
      to="/cart"
      aria-label={n > 0 ? t("cart.badge", { n }) : t("nav.cart")}
      className={cx("relative flex h-10 w-10 items-center justify-center rounded-lg hover:bg-black/5", className)}
      data-testid="nav-cart"
    >
      <ShoppingCart size={21} aria-hidden />
      {n > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white tabular-nums"
          data-testid="nav-cart-count"
        >
          {badgeText(n, BADGE_CAP)}
        </span>
      )}
    </Link>
  );
}
