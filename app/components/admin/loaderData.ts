import { adminLoad } from "./adminApi";

// What the admin pages' loaders read: a route's id param and a list answer, whatever its wrapping.

/** A positive id from a route param; `0`, `new` and anything else mean "create". */
export function idParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** Lists arrive as the array itself or wrapped in {data} / {items}. */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === "object") {
    const d = data as Record<string, unknown>;
    for (const k of ["data", "items", "list", "products"]) if (Array.isArray(d[k])) return d[k] as T[];
  }
  return [];
}

/** A list read that may fail without failing the page (pickers): [] and `failed` instead. */
export async function optionalList<T>(path: string, query?: Record<string, string | number | boolean>) {
  try {
    return { items: listOf<T>(await adminLoad<unknown>(path, query)), failed: false };
  } catch (e) {
    // A redirect (not admin, session gone) must still leave the page.
    if (e instanceof Response) throw e;
    return { items: [] as T[], failed: true };
  }
}
