import { MENU_MAX_CHILDREN, MENU_MAX_ITEMS } from "@functions/store/content/menu";
import {
  ArrowDown,
  ArrowUp,
  CornerDownRight,
  GripVertical,
  IndentDecrease,
  IndentIncrease,
  Trash2,
} from "lucide-react";
import { type DragEvent, useState } from "react";
import { useT } from "~/i18n";
import { cx } from "../../ui";
import { Badge } from "../kit/Badge";
import { IconButton } from "./IconButton";
import {
  canIndent,
  canOutdent,
  indent,
  type MenuNode,
  moveSibling,
  moveTo,
  type NodePath,
  outdent,
  type RowTarget,
  removeAt,
  TYPE_ICON,
  updateAt,
} from "./menuTree";

// The storefront menu being edited: two levels, reordered by buttons (and keyboard) or by dragging
// a row's handle. The tree rules (depth, limits) are menuTree.ts's.

export function MenuEditor({
  tree,
  onChange,
  describeRow,
  errors,
  storeLabel,
}: {
  tree: MenuNode[];
  onChange: (next: MenuNode[]) => void;
  /** The target of a row (category name…); missing when it was deleted. */
  describeRow: (n: MenuNode) => RowTarget;
  /** Field issues by path ("items.0.label"), already translated. */
  errors: Record<string, string>;
  /** Label for the store's language hint. */
  storeLabel: string;
}) {
  const t = useT();
  const [drag, setDrag] = useState<NodePath | null>(null);
  const [over, setOver] = useState<{ path: NodePath; after: boolean } | null>(null);
  const [announce, setAnnounce] = useState("");

  const focusRow = (key: string, action: string) =>
    requestAnimationFrame(() => document.getElementById(`menu-${key}-${action}`)?.focus());

  function apply(next: MenuNode[], message: string, focus?: { key: string; action: string }) {
    if (next === tree) return;
    onChange(next);
    setAnnounce(message);
    if (focus) focusRow(focus.key, focus.action);
  }

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
    if (next === tree) setAnnounce(t("adminContent.menu.dropRefused"));
    else apply(next, t("adminContent.menu.moved"));
  };

  const row = (n: MenuNode, path: NodePath, siblings: number) => {
    const i = path[path.length - 1] as number;
    const child = path.length === 2;
    const base = child ? `items.${path[0]}.children.${path[1]}` : `items.${path[0]}`;
    const Icon = TYPE_ICON[n.type];
    const target = describeRow(n);
    const labelError = errors[`${base}.label`];
    const urlError = errors[`${base}.url`];
    const refError = errors[`${base}.refId`] ?? errors[`${base}.type`];
    const isOver = over && over.path.join() === path.join();
    return (
      <li
        key={n.key}
        onDragOver={onDragOver(path)}
        onDrop={onDrop(path)}
        className={cx(
          "relative",
          isOver &&
            !over.after &&
            "before:absolute before:inset-x-0 before:-top-1 before:h-0.5 before:rounded before:bg-brand-600",
          isOver &&
            over.after &&
            "after:absolute after:inset-x-0 after:-bottom-1 after:h-0.5 after:rounded after:bg-brand-600",
        )}
        data-testid="menu-row"
      >
        <div
          className={cx(
            "flex flex-col gap-2 rounded-xl border bg-white p-2.5 min-[734px]:flex-row min-[734px]:items-start",
            drag && drag.join() === path.join() ? "border-brand-500 opacity-50" : "border-line",
            child && "ml-6 min-[734px]:ml-10",
          )}
        >
          <div className="flex min-w-0 flex-1 items-start gap-2">
            <span
              draggable
              onDragStart={(e) => {
                setDrag(path);
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", n.key);
              }}
              onDragEnd={() => {
                setDrag(null);
                setOver(null);
              }}
              className="mt-2 hidden cursor-grab text-muted min-[734px]:block"
              title={t("adminContent.menu.dragHint")}
              aria-hidden
            >
              <GripVertical size={18} />
            </span>
            {child && <CornerDownRight size={16} aria-hidden className="mt-3 shrink-0 text-muted" />}
            <span className="mt-1.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon size={16} aria-hidden />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-1.5 text-sm">
                <Badge tone="brand">{t(`adminContent.menuType.${n.type}`)}</Badge>
                {target.name && <span className="truncate text-muted">{target.name}</span>}
                {target.missing && <Badge tone="danger">{t("adminContent.menu.targetMissing")}</Badge>}
              </div>
              <label className="sr-only" htmlFor={`f-${base}.label`}>
                {t("adminContent.menu.labelOf", { n: i + 1 })}
              </label>
              <input
                id={`f-${base}.label`}
                value={n.label}
                maxLength={30}
                placeholder={target.name ?? t("adminContent.menu.label")}
                onChange={(e) => onChange(updateAt(tree, path, { label: e.target.value }))}
                aria-invalid={labelError ? true : undefined}
                aria-describedby={labelError ? `f-${base}.label-err` : undefined}
                className={cx(
                  "h-10 w-full rounded-lg border bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100",
                  labelError ? "border-danger" : "border-line",
                )}
                data-testid="menu-label"
              />
              {labelError && (
                <p id={`f-${base}.label-err`} className="text-sm text-danger">
                  {labelError}
                </p>
              )}
              {n.type === "LINK" && (
                <>
                  <label className="sr-only" htmlFor={`f-${base}.url`}>
                    {t("adminContent.menu.urlOf", { n: i + 1 })}
                  </label>
                  <input
                    id={`f-${base}.url`}
                    value={n.url}
                    inputMode="url"
                    placeholder="https://… / /page/1"
                    onChange={(e) => onChange(updateAt(tree, path, { url: e.target.value }))}
                    aria-invalid={urlError ? true : undefined}
                    className={cx(
                      "h-10 w-full rounded-lg border bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100",
                      urlError ? "border-danger" : "border-line",
                    )}
                  />
                  {urlError && <p className="text-sm text-danger">{urlError}</p>}
                </>
              )}
              {refError && <p className="text-sm text-danger">{refError}</p>}
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-center justify-end gap-0.5 border-t border-line pt-1.5 min-[734px]:border-0 min-[734px]:pt-0">
            <IconButton
              id={`menu-${n.key}-up`}
              disabled={i === 0}
              onClick={() =>
                apply(moveSibling(tree, path, -1), t("adminContent.menu.moved"), { key: n.key, action: "up" })
              }
              label={t("adminContent.moveUpNamed", { name: n.label || target.name || "" })}
            >
              <ArrowUp size={16} aria-hidden />
            </IconButton>
            <IconButton
              id={`menu-${n.key}-down`}
              disabled={i >= siblings - 1}
              onClick={() =>
                apply(moveSibling(tree, path, 1), t("adminContent.menu.moved"), { key: n.key, action: "down" })
              }
              label={t("adminContent.moveDownNamed", { name: n.label || target.name || "" })}
            >
              <ArrowDown size={16} aria-hidden />
            </IconButton>
            {child ? (
              <IconButton
                id={`menu-${n.key}-out`}
                disabled={!canOutdent(tree, path)}
                onClick={() =>
                  apply(outdent(tree, path), t("adminContent.menu.outdented"), { key: n.key, action: "in" })
                }
                label={t("adminContent.menu.outdentNamed", { name: n.label || target.name || "" })}
              >
                <IndentDecrease size={16} aria-hidden />
              </IconButton>
            ) : (
              <IconButton
                id={`menu-${n.key}-in`}
                disabled={!canIndent(tree, path)}
                onClick={() =>
                  apply(indent(tree, path), t("adminContent.menu.indented"), { key: n.key, action: "out" })
                }
                label={t("adminContent.menu.indentNamed", { name: n.label || target.name || "" })}
              >
                <IndentIncrease size={16} aria-hidden />
              </IconButton>
            )}
            <IconButton
              tone="danger"
              onClick={() => apply(removeAt(tree, path), t("adminContent.menu.removed"))}
              label={t("adminContent.deleteNamed", { name: n.label || target.name || "" })}
              data-testid="menu-remove"
            >
              <Trash2 size={16} aria-hidden />
            </IconButton>
          </div>
        </div>
      </li>
    );
  };

  return (
    <div>
      {tree.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
          {t("adminContent.menu.empty")}
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t("adminContent.menu.items")}>
          {tree.map((n, i) => (
            <li key={n.key} className="flex flex-col gap-2">
              <ol className="flex flex-col gap-2">
                {row(n, [i], tree.length)}
                {n.children.map((c, j) => row(c, [i, j], n.children.length))}
              </ol>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-sm text-muted">
        {t("adminContent.menu.rules", { max: MENU_MAX_ITEMS, children: MENU_MAX_CHILDREN, lang: storeLabel })}
      </p>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
