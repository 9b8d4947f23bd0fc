import { Plus } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Section } from "~/components/admin/AdminPage";
import { ChoiceCards } from "~/components/admin/content/ChoiceCards";
import { type MenuNode, TYPE_ICON } from "~/components/admin/content/menuTree";
import { RefSelect } from "~/components/admin/content/RefSelect";
import { Button, Field, SelectField } from "~/components/ui";
import { translate, useT } from "~/i18n";
import { REF_REQUIRED, STORE_LOCALE, TYPES } from "./nodes";
import type { MenuTargets } from "./useMenuTargets";
import { useNewItem } from "./useNewItem";

// The "add an item" panel of the menu page: a type, its target (or a link), a label that follows
// the target's name until the admin types one, and where it goes (top level or under a row).

export function AddItemSection({
  tree,
  onAdd,
  targets,
}: {
  tree: MenuNode[];
  onAdd: (next: MenuNode[]) => void;
  targets: MenuTargets;
}) {
  const t = useT();
  const { optionsFor, describeRow } = targets;
  const item = useNewItem(tree, onAdd, targets);
  const { type, refId, label, url, parent, problems } = item;
  const refOptions = optionsFor(type);
  const refOptional = !REF_REQUIRED.has(type) && type !== "LINK";

  // Enter in a text field here adds the item; it must not submit (save) the page's form.
  const addOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    item.add();
  };

  return (
    <Section title={t("adminContent.menu.addTitle")}>
      <div className="flex flex-col gap-4" data-testid="menu-add">
        <ChoiceCards
          legend={t("adminContent.menu.type")}
          name="menuType"
          value={type}
          choices={TYPES.map((x) => {
            const Icon = TYPE_ICON[x];
            return {
              value: x,
              label: t(`adminContent.menuType.${x}`),
              art: <Icon size={16} className="text-brand-600" />,
            };
          })}
          onChange={item.chooseType}
          columns={2}
          compact
          testId="menu-add-type"
        />
        {type === "LINK" ? (
          <Field
            label={t("adminContent.menu.url")}
            name="menuAddUrl"
            value={url}
            inputMode="url"
            placeholder="https://… / /page/1"
            onChange={(e) => item.setUrl(e.target.value)}
            onKeyDown={addOnEnter}
            error={problems.url}
            required
          />
        ) : (
          <RefSelect
            label={t(refOptional ? "adminContent.menu.narrowTo" : "adminContent.menu.target")}
            name="menuAddRef"
            value={refId}
            options={refOptions}
            onPick={(id) => item.chooseRef(id ?? undefined)}
            emptyLabel={refOptional ? t(`adminContent.menu.allOf.${type}`) : undefined}
            error={problems.refId}
            data-testid="menu-add-ref"
          />
        )}
        {!refOptions.length && type !== "LINK" && !refOptional && (
          <p className="text-sm text-muted">{t("adminContent.menu.noTargets")}</p>
        )}
        <Field
          label={t("adminContent.menu.label")}
          name="menuAddLabel"
          value={label}
          maxLength={30}
          onChange={(e) => item.editLabel(e.target.value)}
          onKeyDown={addOnEnter}
          hint={t("adminContent.menu.labelHint", { lang: translate(STORE_LOCALE, "lang.name") })}
          error={problems.label}
          data-testid="menu-add-label"
        />
        <SelectField
          label={t("adminContent.menu.position")}
          name="menuAddParent"
          value={parent}
          onChange={(e) => item.setParent(e.target.value)}
          error={problems.parent}
        >
          <option value="">{t("adminContent.menu.topLevel")}</option>
          {tree.map((n) => (
            <option key={n.key} value={n.key}>
              {t("adminContent.menu.under", { name: n.label || describeRow(n).name || "—" })}
            </option>
          ))}
        </SelectField>
        <Button type="button" variant="secondary" onClick={item.add} data-testid="menu-add-submit">
          <Plus size={18} aria-hidden /> {t("adminContent.menu.add")}
        </Button>
      </div>
    </Section>
  );
}
