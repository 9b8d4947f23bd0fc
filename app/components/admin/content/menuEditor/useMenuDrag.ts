import { type DragEvent, useState } from "react";
import { useT } from "~/i18n";
import { type MenuNode, moveTo, type NodePath } from "../menuTree";

export type MenuApply = (next: MenuNode[], message: string, focus?: { key: string; action: string }) => void;

/**
 * Dragging a row by its handle: the row dragged, the row it is over (and whether the drop lands
 * after it), and the drop, which the tree rules may refuse (announced instead of applied).
 */
export function useMenuDrag(tree: MenuNode[], apply: MenuApply, announce: (text: string) => void) {
  const t = useT();
  const [drag, setDrag] = useState<NodePath | null>(null);
  const [over, setOver] = useState<{ path: NodePath; after: boolean } | null>(null);

  const onDragOver = (path: NodePath) => (e: DragEvent<HTMLLIElement>) => {
    if (!drag) return;
    e.preventDefault();
    e.stopPropagation();
    const rect = e.currentTarget.getBoundingClientRect();
    const after = e.clientY > rect.top + Math.min(rect.height, 64) / 2;
    if (!over || over.after !== after || over.path.join() !== path.join()) setOver({ path, after });
  };
  const onDrop = (path: NodePath) => (e: DragEvent<HTMLLIElement>) => {
    if (!drag) return;
    e.preventDefault();
    e.stopPropagation();
    const next = moveTo(tree, drag, path, over?.after ?? false);
    setDrag(null);
    setOver(null);
    if (next === tree) announce(t("adminContent.menu.dropRefused"));
    else apply(next, t("adminContent.menu.moved"));
  };

  return { drag, setDrag, over, setOver, onDragOver, onDrop };
}

export type MenuDrag = ReturnType<typeof useMenuDrag>;
