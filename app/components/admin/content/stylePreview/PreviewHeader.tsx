import type { PersonalSettings } from "@functions/shared/storeSettings/defaults";
import { Menu, Search, ShoppingBag, UserRound } from "lucide-react";
import { cx } from "~/components/ui";
import { useT } from "~/i18n";

// The style preview's storefront header: the logo in its size and position, the menu in its type
// (listed labels or the stored "menu" button), position and flags, and the header's icons.

const LOGO: Record<string, string> = {
  SMALL: "h-4 w-4 text-[8px]",
  MEDIUM: "h-6 w-6 text-[10px]",
  LARGE: "h-8 w-8 text-xs",
};

function Logo({ size, storeName }: { size: string; storeName: string }) {
  return (
    <span
      className={cx(
        "flex shrink-0 items-center justify-center rounded bg-brand-600 font-bold text-white",
        LOGO[size] ?? LOGO.MEDIUM,
      )}
    >
      {storeName.slice(0, 1)}
    </span>
  );
}

function HeaderIcons() {
  return (
    <span className="flex shrink-0 items-center gap-1 text-ink">
      <Search size={10} aria-hidden />
      <UserRound size={10} aria-hidden />
      <ShoppingBag size={10} aria-hidden />
    </span>
  );
}

function MenuSample({ s, menuLabels }: { s: PersonalSettings; menuLabels: string[] }) {
  const t = useT();
  const labels = [
    ...(s.isShowHomeMenu ? [t("adminContent.preview.home")] : []),
    ...(menuLabels.length
      ? menuLabels
      : [t("adminContent.preview.menu1"), t("adminContent.preview.menu2"), t("adminContent.preview.menu3")]),
  ].slice(0, 5);
  return s.menuType === "STORAGE" ? (
    <span className="inline-flex items-center gap-0.5 text-[9px]">
      <Menu size={11} aria-hidden /> {t("adminContent.preview.menu")}
    </span>
  ) : (
    <span className="flex min-w-0 items-center gap-2 overflow-hidden text-[9px] whitespace-nowrap">
      {labels.map((l, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the list is static per render
          key={`${l}-${i}`}
          className={cx(
            i === 0 && s.isShowMenuUnderline && "underline decoration-brand-600 decoration-2 underline-offset-4",
            i === 0 ? "font-semibold text-ink" : "text-muted",
          )}
        >
          {l}
        </span>
      ))}
    </span>
  );
}

/** On phones the menu is always the button; the logo sits left, centred, or centred between icons. */
export function PhoneHeader({ s, storeName }: { s: PersonalSettings; storeName: string }) {
  const pos = s.logoPositionMobile;
  const logo = <Logo size={s.logoSizeMobile} storeName={storeName} />;
  return (
    <div className="flex h-8 items-center gap-1.5 border-b border-line px-2">
      {pos === "CENTER_BETWEEN" ? (
        <>
          <Menu size={11} aria-hidden />
          <span className="flex flex-1 justify-center">{logo}</span>
          <ShoppingBag size={10} aria-hidden />
        </>
      ) : pos === "CENTER" ? (
        <>
          <span className="w-6" />
          <span className="flex flex-1 justify-center">{logo}</span>
          <Menu size={11} aria-hidden />
        </>
      ) : (
        <>
          {logo}
          <span className="flex-1" />
          <HeaderIcons />
          <Menu size={11} aria-hidden />
        </>
      )}
    </div>
  );
}

/** From tablets up: the menu beside the logo, or on its own row below it (always when centred). */
export function WideHeader({
  s,
  storeName,
  menuLabels,
}: {
  s: PersonalSettings;
  storeName: string;
  menuLabels: string[];
}) {
  const centred = s.logoPosition === "CENTER";
  const below = s.menuPosition === "BELOW_LOGO" || centred;
  const logo = <Logo size={s.logoSize} storeName={storeName} />;
  return (
    <div className="border-b border-line">
      <div className={cx("flex h-9 items-center gap-2 px-2", centred && "justify-between")}>
        {centred ? <span className="w-10" /> : logo}
        {centred && logo}
        {!below && (
          <div className="min-w-0 flex-1">
            <MenuSample s={s} menuLabels={menuLabels} />
          </div>
        )}
        {below && !centred && <span className="flex-1" />}
        <HeaderIcons />
      </div>
      {below && (
        <div
          className={cx("flex h-6 items-center px-2", centred && "justify-center", s.isShowMenuGray && "bg-surface")}
        >
          <MenuSample s={s} menuLabels={menuLabels} />
        </div>
      )}
    </div>
  );
}
