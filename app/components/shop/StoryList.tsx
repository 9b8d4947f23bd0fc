import type { ProductListItem } from "@functions/shared/commerce/catalogue";
import { Link } from "react-router";
import { useT } from "../../i18n";
import { useAdultConsent } from "./AdultOverlay";
import { Img } from "./Img";
import { RULES } from "./images";
import { productHref } from "./links";

/**
 * Mobile story list (spec §2, shown when personalSettings.ifHighlightProduct is on): the store's
 * highlighted products as round thumbnails in a swipeable row. Hidden from 734 px.
 */
export function StoryList({ products }: { products: ProductListItem[] }) {
  const t = useT();
  const [adultOk] = useAdultConsent();
  if (products.length === 0) return null;
  return (
    <nav aria-label={t("shop.story.label")} className="min-[734px]:hidden" data-testid="story-list">
      <ul className="flex gap-3 overflow-x-auto px-4 pt-4 pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {products.map((p) => (
          <li key={p.id} className="w-[68px] shrink-0">
            <Link to={productHref(p)} className="flex flex-col items-center gap-1.5">
              <span className="rounded-full bg-gradient-to-tr from-brand-600 via-brand-500 to-amber-400 p-[2.5px]">
                <span className="block overflow-hidden rounded-full border-2 border-white bg-surface">
                  <Img
                    media={p.media}
                    rules={RULES.small(false)}
                    fallback={p.smallestPath || p.imageErrorPath}
                    placeholder="productSquare"
                    alt=""
                    loading="lazy"
                    width={58}
                    height={58}
                    className={`block h-[58px] w-[58px] object-cover ${p.isAdult && !adultOk ? "blur-md" : ""}`}
                  />
                </span>
              </span>
              <span className="line-clamp-1 w-full text-center text-xs text-ink">{p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
