import {
  ArrowDown,
  ArrowUp,
  CornerDownRight,
  GripVertical,
  IndentDecrease,
  IndentIncrease,
  Trash2,
} from "lucide-react";
import { cx } from "~/components/ui";
import { useT } from "~/i18n";
import { Badge } from "../../kit/Badge";
import { IconButton } from "../IconButton";
import {
  canIndent,
  canOutdent,
  indent,
  type MenuNode,
  moveSibling,
  type NodePath,
  outdent,
  type RowTarget,
  removeAt,
  TYPE_ICON,
  updateAt,
} from "../menuTree";
import type { MenuApply, MenuDrag } from "./useMenuDrag";

const INPUT =
  "h-10 w-full rounded-lg border bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/** One item of the menu being edited (a first-level item or a child): its handle, fields and buttons. */
export function MenuRow({
  node: n,
  path,
  siblings,
  tree,
  onChange,
  apply,
  target,
  errors,
  dnd,
}: {
  node: MenuNode;
  path: NodePath;
  siblings: number;
  tree: MenuNode[];
  onChange: (next: MenuNode[]) => void;
  apply: MenuApply;
  target: RowTarget;
  errors: Record<string, string>;
  dnd: MenuDrag;
}) {
  const t = useT();
  const { drag, over } = dnd;
  const child = path.length === 2;
  const Icon = TYPE_ICON[n.type];
  const isOver = over && over.path.join() === path.join();
  return (
    <li
      onDragOver={dnd.onDragOver(path)}
      onDrop={dnd.onDrop(path)}
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
              dnd.setDrag(path);
              e.dataTransfer.effectAllowed = "move";
              e.dataTransfer.setData("text/plain", n.key);
            }}
            onDragEnd={() => {
              dnd.setDrag(null);
              dnd.setOver(null);
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
          <RowFields node={n} path={path} tree={tree} onChange={onChange} target={target} errors={errors} />
        </div>
        <RowButtons node={n} path={path} siblings={siblings} tree={tree} apply={apply} target={target} />
      </div>
    </li>
  );
}

/** The row's type and target, its label (and a link's address) with their field issues. */
function RowFields({
  node: n,
  path,
  tree,
  onChange,
  target,
  errors,
}: {
  node: MenuNode;
  path: NodePath;
  tree: MenuNode[];
  onChange: (next: MenuNode[]) => void;
  target: RowTarget;
  errors: Record<string, string>;
}) {
  const t = useT();
  const i = path[path.length - 1] as number;
  const base = path.length === 2 ? `items.${path[0]}.children.${path[1]}` : `items.${path[0]}`;
  const labelError = errors[`${base}.label`];
  const urlError = errors[`${base}.url`];
  const refError = errors[`${base}.refId`] ?? errors[`${base}.type`];
  return (
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
        className={cx(INPUT, labelError ? "border-danger" : "border-line")}
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
            className={cx(INPUT, urlError ? "border-danger" : "border-line")}
          />
          {urlError && <p className="text-sm text-danger">{urlError}</p>}
        </>
      )}
      {refError && <p className="text-sm text-danger">{refError}</p>}
    </div>
  );
}

/** Up, down, in or out a level, delete: each announced, focus kept on the moved row's button. */
function RowButtons({
  node: n,
  path,
  siblings,
  tree,
  apply,
  target,
}: {
  node: MenuNode;
  path: NodePath;
  siblings: number;
  tree: MenuNode[];
  apply: MenuApply;
  target: RowTarget;
}) {
  const t = useT();
  const i = path[path.length - 1] as number;
  const name = n.label || target.name || "";
  return (
    <div className="flex shrink-0 flex-wrap items-center justify-end gap-0.5 border-t border-line pt-1.5 min-[734px]:border-0 min-[734px]:pt-0">
      <IconButton
        id={`menu-${n.key}-up`}
        disabled={i === 0}
        onClick={() => apply(moveSibling(tree, path, -1), t("adminContent.menu.moved"), { key: n.key, action: "up" })}
        label={t("adminContent.moveUpNamed", { name })}
      >
        <ArrowUp size={16} aria-hidden />
      </IconButton>
      <IconButton
        id={`menu-${n.key}-down`}
        disabled={i >= siblings - 1}
        onClick={() => apply(moveSibling(tree, path, 1), t("adminContent.menu.moved"), { key: n.key, action: "down" })}
        label={t("adminContent.moveDownNamed", { name })}
      >
        <ArrowDown size={16} aria-hidden />
      </IconButton>
      {path.length === 2 ? (
        <IconButton
          id={`menu-${n.key}-out`}
          disabled={!canOutdent(tree, path)}
          onClick={() => apply(outdent(tree, path), t("adminContent.menu.outdented"), { key: n.key, action: "in" })}
          label={t("adminContent.menu.outdentNamed", { name })}
        >
          <IndentDecrease size={16} aria-hidden />
        </IconButton>
      ) : (
        <IconButton
          id={`menu-${n.key}-in`}
          disabled={!canIndent(tree, path)}
          onClick={() => apply(indent(tree, path), t("adminContent.menu.indented"), { key: n.key, action: "out" })}
          label={t("adminContent.menu.indentNamed", { name })}
        >
          <IndentIncrease size={16} aria-hidden />
        </IconButton>
      )}
      <IconButton
        tone="danger"
        onClick={() => apply(removeAt(tree, path), t("adminContent.menu.removed"))}
        label={t("adminContent.deleteNamed", { name })}
        data-testid="menu-remove"
      >
        <Trash2 size={16} aria-hidden />
      </IconButton>
    </div>
  );
}
