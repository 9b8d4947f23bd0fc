import type { MediaRow } from "../../db/schema";
import { type MediaRef, mediaPath } from "../shared/media";
import { pick } from "../shared/pick";

/**
 * A media row as every API answer and page carries it. Only variants that were really made are
 * listed, so `srcSet`/`bestSrc` (functions/shared/media.ts) never point at a missing object.
 * `origin` (e.g. a CDN host) is prefixed when given; by default paths are host-relative.
 */
export function mediaRef(row: MediaRow, origin = ""): MediaRef {
  const variants: MediaRef["variants"] = {};
  for (const [name, v] of Object.entries(row.variants ?? {})) {
    variants[name] = { path: origin + mediaPath(v.key), width: v.width, height: v.height };
  }
  return {
    id: row.id,
    path: origin + mediaPath(row.originalKey),
    width: row.width,
    height: row.height,
    isAnimated: row.isAnimated,
    variants,
  };
}

/** The back-office shape: the MediaRef plus the row's editable and descriptive fields. */
export type AdminMedia = MediaRef & {
  type: string;
  name: string | null;
  link: string | null;
  parentId: number | null;
  sort: number;
  mime: string;
  bytes: number;
  createdAt: string;
};

export function adminMedia(row: MediaRow): AdminMedia {
  return {
    ...mediaRef(row),
    ...pick(row, ["type", "name", "link", "parentId", "sort", "mime", "bytes", "createdAt"]),
  };
}
