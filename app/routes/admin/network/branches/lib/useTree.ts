import { useCallback, useState } from "react";
import { adminSend } from "~/components/admin/adminApi";
import { BRANCH_API, type BranchDetail, type BranchPage, type BranchRow, TREE_PAGE } from "./api";

// The organisation tree's state: children loaded a page at a time per node on expand (GET
// /api/admin/branches?introducerId=…), so a network of thousands loads only what is open; a
// search result opens the path to it, pinning path nodes that are not on a loaded page.

export type Kids = { items: BranchRow[]; total: number; loading: boolean; failed: boolean };

export function useTree(rootId: number, first: BranchPage) {
  const [kids, setKids] = useState<Record<number, Kids>>({
    [rootId]: { items: first.items, total: first.total, loading: false, failed: false },
  });
  const [open, setOpen] = useState<Set<number>>(new Set([rootId]));
  const [focus, setFocus] = useState<number | null>(null);

  const fetchPage = useCallback(async (id: number, offset: number) => {
    const r = await adminSend<BranchPage>("GET", BRANCH_API.list, undefined, {
      query: { introducerId: id, offset, limit: TREE_PAGE },
      quiet: true,
    });
    return r.ok ? r.data : null;
  }, []);

  /** Loads (or adds the next page of) a node's children. */
  const load = useCallback(
    async (id: number, more = false) => {
      let offset = 0;
      setKids((k) => {
        const cur = k[id];
        offset = more && cur ? cur.items.length : 0;
        return { ...k, [id]: { items: cur?.items ?? [], total: cur?.total ?? 0, loading: true, failed: false } };
      });
      const page = await fetchPage(id, offset);
      setKids((k) => {
        const cur = k[id] as Kids;
        if (!page) return { ...k, [id]: { ...cur, loading: false, failed: true } };
        const seen = new Set(cur.items.map((b) => b.id));
        const items = more ? [...cur.items, ...page.items.filter((b) => !seen.has(b.id))] : page.items;
        return { ...k, [id]: { items, total: page.total, loading: false, failed: false } };
      });
      return page;
    },
    [fetchPage],
  );

  const toggle = useCallback(
    (id: number) => {
      const opening = !open.has(id);
      setOpen((o) => {
        const n = new Set(o);
        if (opening) n.add(id);
        else n.delete(id);
        return n;
      });
      if (opening && !kids[id]) void load(id);
    },
    [open, kids, load],
  );

  /** Opens every node on the path to a branch and marks it. */
  const reveal = useCallback(
    async (target: BranchDetail) => {
      const path = target.path.map((p) => p.id);
      for (let i = 0; i < path.length - 1; i++) {
        const parent = path[i] as number;
        const child = path[i + 1] as number;
        const page = kids[parent] ? null : await load(parent);
        const childRow = i + 1 === path.length - 1 ? target : null;
        setKids((k) => {
          const cur = k[parent] ?? { items: page?.items ?? [], total: page?.total ?? 0, loading: false, failed: false };
          if (cur.items.some((b) => b.id === child)) return k;
          // Not on a loaded page: pinned at the top of its parent's list.
          const pinned = childRow ?? ({ id: child, name: target.path[i + 1]?.name ?? "" } as BranchRow);
          return { ...k, [parent]: { ...cur, items: [pinned, ...cur.items] } };
        });
      }
      setOpen((o) => new Set([...o, ...path.slice(0, -1)]));
      setFocus(target.id);
    },
    [kids, load],
  );

  return { kids, open, focus, toggle, load, reveal };
}
