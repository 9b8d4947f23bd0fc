import { useEffect, useState } from "react";
import { adminSend } from "~/components/admin/adminApi";
import { listOf } from "~/components/admin/loaderData";

export type ProductRef = { id: number; name: string };
const PAGE = 20;

type Results = { items: ProductRef[]; total: number; status: "loading" | "done" | "failed" };

/** The picker's search over the whole catalogue: the typed text, the settled keyword and its pages of results. */
export function useProductSearch(onSeen: (refs: ProductRef[]) => void) {
  const [text, setText] = useState("");
  const [keyword, setKeyword] = useState("");
  const [res, setRes] = useState<Results>({ items: [], total: 0, status: "loading" });

  async function load(kw: string, offset: number) {
    setRes((r) => ({ ...r, status: "loading" }));
    const r = await adminSend<unknown>("GET", "/api/admin/products", undefined, {
      query: { keyword: kw || undefined, offset, limit: PAGE },
      quiet: true,
    });
    if (!r.ok) return setRes((x) => ({ ...x, status: "failed" }));
    const items = listOf<ProductRef>(r.data).map((p) => ({ id: p.id, name: p.name }));
    const total = Number((r.data as { total?: unknown }).total ?? items.length);
    onSeen(items);
    setRes((x) => ({ items: offset === 0 ? items : [...x.items, ...items], total, status: "done" }));
  }

  // A new keyword starts from the first page; typing settles for 300 ms first.
  useEffect(() => {
    const h = setTimeout(() => setKeyword(text.trim()), 300);
    return () => clearTimeout(h);
  }, [text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new keyword is the only trigger.
  useEffect(() => {
    void load(keyword, 0);
  }, [keyword]);

  return { text, setText, keyword, res, load };
}
