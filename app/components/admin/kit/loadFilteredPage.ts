import { adminLoad } from "../adminApi";
import { pageParam } from "./listQuery";

/**
 * A server-paged list's loader (the payment and error logs): the filters named by `keys` from the
 * page's URL, sent with the URL's page as offset and limit; the answer with the filters beside it,
 * so the page shows what it asked for.
 */
export async function loadFilteredPage<T, K extends string>(
  request: Request,
  api: string,
  keys: readonly K[],
  pageSize: number,
): Promise<T & { filter: Partial<Record<K, string>> }> {
  const q = new URL(request.url).searchParams;
  const filter: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const v = q.get(k);
    if (v) filter[k] = v;
  }
  const page = pageParam(q.get("page"));
  const data = await adminLoad<T>(api, { ...filter, offset: (page - 1) * pageSize, limit: pageSize });
  return { ...data, filter };
}
