import type { BannerMedia } from "@functions/shared/commerce/catalogue";
import { useT } from "../../i18n";
import { cx } from "../ui";

/** The two carousels' dots: the desktop banner's bullets (hover marks) and the mobile strip's smaller dots. */
const LOOKS = {
  bullet: {
    button: "group flex h-6 min-w-6 items-center justify-center rounded-full",
    dot: (on: boolean) =>
      cx("block h-2 rounded-full transition-all", on ? "w-6 bg-brand-600" : "w-2 bg-ink/25 group-hover:bg-ink/45"),
  },
  dot: {
    button: "flex h-6 w-6 items-center justify-center",
    dot: (on: boolean) => cx("block h-1.5 rounded-full transition-all", on ? "w-4 bg-brand-600" : "w-1.5 bg-ink/25"),
  },
} as const;

/** One "go to image n" button per image of a carousel, the current one marked; the look is the carousel's. */
export function SlideDots({
  media,
  index,
  onGo,
  look,
}: {
  media: BannerMedia[];
  index: number;
  onGo: (i: number) => void;
  look: keyof typeof LOOKS;
}) {
  const t = useT();
  const n = media.length;
  const { button, dot } = LOOKS[look];
  return (
    <>
      {media.map((m, i) => (
        <button
          key={m.id}
          type="button"
          onClick={() => onGo(i)}
          aria-label={t("shop.banner.goTo", { n: i + 1, total: n })}
          aria-current={i === index ? "true" : undefined}
          className={button}
        >
          <span className={dot(i === index)} />
        </button>
      ))}
    </>
  );
}
