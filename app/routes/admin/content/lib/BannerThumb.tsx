import type { Banner } from "@functions/shared/commerce/catalogue";
import { bestSrc } from "@functions/shared/media";
import { Clapperboard, GalleryHorizontal, Image, LayoutGrid } from "lucide-react";
import { RowThumb } from "~/components/admin/kit";

const TYPE_ICON = {
  PICTURE: Image,
  VIDEO: Clapperboard,
  PRODUCT_SWIPER: GalleryHorizontal,
  PRODUCT_WATERFALL: LayoutGrid,
};
export const BANNER_TYPE_TONE = {
  PICTURE: "brand",
  VIDEO: "warning",
  PRODUCT_SWIPER: "neutral",
  PRODUCT_WATERFALL: "neutral",
} as const;

/** A banner's first desktop image, its video's poster, or its type's icon. */
export function BannerThumb({ b }: { b: Banner }) {
  const first = b.media.find((m) => m.type !== "BANNER_PHONE") ?? b.media[0];
  const Icon = TYPE_ICON[b.type] ?? Image;
  const src = first
    ? bestSrc(first.media, ["w1920h540t1", "w1920h1080t1", "w800h1200t1"])
    : b.type === "VIDEO" && b.videoId
      ? `https://i.ytimg.com/vi/${b.videoId}/mqdefault.jpg`
      : null;
  return <RowThumb src={src} icon={<Icon size={20} aria-hidden />} className="h-12 w-20 text-brand-600" />;
}
