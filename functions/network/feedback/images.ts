import { findStore } from "@db/stores";
import { checkUpload, deleteMedia, storeMedia } from "../../media/service";
import { invalid } from "../../platform/errors";
import { type StoreScope, storeScope } from "../../platform/tenancy/scope";
import { mediaPath } from "../../shared/media";
import { FEEDBACK_IMAGES_MAX } from "./schemas";

// Images sent with a branch's feedback (POST /api/branch/feedback, multipart `images`). They are
// the head store's media (its R2 prefix and rows): the head store reads the feedback on its own
// host, and /media/<head store id>/… is served there and on its branch hosts (functions/media/serve.ts).

/** Checks every image first (count, size, type) so a refusal writes nothing, then stores them. */
export async function storeFeedbackImages(scope: StoreScope, files: readonly File[]) {
  if (files.length > FEEDBACK_IMAGES_MAX) throw invalid([{ path: "images", message: "validation.tooManyImages" }]);
  if (!files.length) return { paths: [] as string[], undo: async () => {} };
  const bytes = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
  for (const [i, b] of bytes.entries()) checkUpload(b, `images.${i}`);
  const headRow = await findStore(scope.db, scope.headStoreId);
  if (!headRow) throw new Error("the head store of a branch is gone");
  const head = storeScope(scope.env, scope.db, headRow);
  const ids: number[] = [];
  const paths: string[] = [];
  const undo = async () => {
    await Promise.allSettled(ids.map((id) => deleteMedia(head, id)));
  };
  try {
    // One at a time: each upload runs its own variant jobs, and a Worker has few subrequests at once.
    for (const [i, b] of bytes.entries()) {
      const row = await storeMedia(head, b, { type: "BRANCH_FEEDBACK" }, { field: `images.${i}` });
      ids.push(row.id);
      paths.push(mediaPath(row.originalKey));
    }
  } catch (err) {
    await undo();
    throw err;
  }
  return { paths, undo };
}
