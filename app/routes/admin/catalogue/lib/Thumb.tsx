import { bestSrc, type MediaRef } from "@functions/shared/media";
import { ImageOff } from "lucide-react";

export function Thumb({
  media,
  size = 48,
  alt = "",
}: {
  media: MediaRef | null | undefined;
  size?: number;
  alt?: string;
}) {
  const src = bestSrc(media, ["90x90", "300x300", "w400"]);
  return src ? (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-lg border border-line bg-surface object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      className="inline-flex shrink-0 items-center justify-center rounded-lg border border-line bg-surface text-muted"
      style={{ width: size, height: size }}
    >
      <ImageOff size={Math.round(size / 2.6)} aria-hidden />
    </span>
  );
}
