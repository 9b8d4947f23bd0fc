import { MENU_MAX_CHILDREN, MENU_MAX_ITEMS, type MenuItemType } from "@functions/store/content/menu";
import { useState } from "react";
import { type MenuNode, newKey } from "~/components/admin/content/menuTree";
import { flash } from "~/components/admin/flash";
import { useT } from "~/i18n";
import { REF_REQUIRED } from "./nodes";
import type { MenuTargets } from "./useMenuTargets";

/**
 * The item being added: its type, target, link and where it goes; its label follows the target's
 * name until the admin types one. Adding checks it, puts it in the tree and starts the next one.
 */
export function useNewItem(tree: MenuNode[], onAdd: (next: MenuNode[]) => void, { defaultLabel }: MenuTargets) {
  const t = useT();
  const [type, setType] = useState<MenuItemType>("CATEGORY");
  const [refId, setRefId] = useState<number | undefined>(undefined);
  const [label, setLabel] = useState("");
  const [labelTouched, setLabelTouched] = useState(false);
  const [url, setUrl] = useState("");
  const [parent, setParent] = useState<string>("");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const parentNode = tree.find((n) => n.key === parent);
  const full = parentNode ? parentNode.children.length >= MENU_MAX_CHILDREN : tree.length >= MENU_MAX_ITEMS;

  function chooseType(next: MenuItemType) {
    setType(next);
    setRefId(undefined);
    setProblems({});
    if (!labelTouched) setLabel(defaultLabel(next));
  }
  function chooseRef(id: number | undefined) {
    setRefId(id);
    if (!labelTouched) setLabel(defaultLabel(type, id));
  }

  function add() {
    const found: Record<string, string> = {};
    if (REF_REQUIRED.has(type) && refId === undefined) found.refId = t("adminContent.menu.chooseTarget");
    if (type === "LINK" && !url.trim()) found.url = t("adminContent.v.required");
    if ((type === "LINK" || refId === undefined) && !label.trim()) found.label = t("adminContent.v.required");
    if (full) found.parent = t("adminContent.menu.full");
    setProblems(found);
    if (Object.keys(found).length) return;
    const node: MenuNode = { key: newKey(), type, refId, label: label.trim(), url: url.trim(), children: [] };
    onAdd(
      parentNode
        ? tree.map((n) => (n.key === parentNode.key ? { ...n, children: [...n.children, node] } : n))
        : [...tree, node],
    );
    setRefId(undefined);
    setUrl("");
    setLabelTouched(false);
    setLabel(defaultLabel(type));
    flash.info(t("adminContent.menu.added", { name: node.label || defaultLabel(type, refId) }));
  }

  function editLabel(text: string) {
    setLabel(text);
    setLabelTouched(true);
  }

  return { type, refId, label, url, parent, problems, setUrl, setParent, editLabel, chooseType, chooseRef, add };
}
