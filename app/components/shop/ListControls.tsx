import type { Tag } from "@functions/shared/commerce/catalogue";
import { Check, Tag as TagIcon, X } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { Chip } from "./CategoryNav";
import { SORTS, type SortKey } from "./links";

/** Tag filter chips: each toggles its tag in the `tags` query (kept across the three lists). */
export function TagChips({
  tags,
  active,
  hrefFor,
}: {
  tags: Tag[];
  active: readonly number[];
  hrefFor: (tags: number[]) => string;
}) {
  const t = useT();
  const visible = tags.filter((g) => !g.isOnlyForAdmin);
  if (visible.length === 0) return null;
  const on = new Set(active);
  return (
    <div className="flex flex-col gap-2" data-testid="tag-chips">
      <div className="flex items-center gap-1.5 text-xs font-semibold tracking-widest text-muted uppercase">
        <TagIcon size={14} aria-hidden /> {t("shop.list.tags")}
        {on.size > 0 && (
          <Link
            to={hrefFor([])}
            preventScrollReset
            className="ml-2 font-normal tracking-normal text-brand-700 normal-case hover:underline"
          >
            {t("shop.list.clearTags")}
          </Link>
        )}
      </div>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] min-[734px]:mx-0 min-[734px]:flex-wrap min-[734px]:px-0 [&::-webkit-scrollbar]:hidden">
        {visible.map((g) => {
          const selected = on.has(g.id);
          const next = selected ? [...on].filter((x) => x !== g.id) : [...on, g.id];
          return (
            <li key={g.id}>
              <Chip to={hrefFor(next)} active={selected} testId={`tag-${g.id}`}>
                {selected ? <Check size={14} aria-hidden /> : null}
                {g.name}
                {selected && <X size={14} aria-hidden />}
                {selected && <span className="sr-only">{t("shop.list.removeTag")}</span>}
              </Chip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Sort choices as links (work without JavaScript). */
export function SortBar({
  current,
  hrefFor,
  keys = Object.keys(SORTS) as SortKey[],
}: {
  current: SortKey;
  hrefFor: (s: SortKey) => string;
  keys?: SortKey[];
}) {
  const t = useT();
  return (
    <nav
      aria-label={t("shop.sort.label")}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] min-[734px]:mx-0 min-[734px]:px-0 [&::-webkit-scrollbar]:hidden"
    >
      <ul className="flex items-center gap-1 text-sm">
        <li className="mr-1 shrink-0 text-muted">{t("shop.sort.label")}</li>
        {keys.map((k) => (
          <li key={k}>
            <Link
              to={hrefFor(k)}
              preventScrollReset
              aria-current={k === current ? "true" : undefined}
              className={cx(
                "inline-flex h-8 items-center rounded-full px-3 whitespace-nowrap",
                k === current ? "bg-ink font-medium text-white" : "text-ink hover:bg-black/5",
              )}
            >
              {t(`shop.sort.${k}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
