import type { MenuSection } from "@functions/shared/access/adminMenu";
import { normaliseBlocked } from "@functions/shared/people/staff";
import { Checkbox } from "~/components/admin/FormBits";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";

// The blockedPrivileges editor: the store type's menu tree, one checkbox per section (its entries
// listed under it). Checking a section blocks all its entries. Spec §2.3 "privilege 1 blocks 2":
// with Orders checked, Income shows checked and locked, as the server stores and enforces it.

export function PrivilegeTree({
  sections,
  value,
  onChange,
  disabled,
  error,
}: {
  sections: MenuSection[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const effective = new Set(normaliseBlocked(value));
  const ordersName = menuLabel("orders", locale);
  const toggle = (code: number, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(code);
    else next.delete(code);
    // Unblocking Orders frees Income only if Income was not chosen on its own before.
    if (code === 1 && !on && !value.includes(2)) next.delete(2);
    onChange(on ? normaliseBlocked([...next]) : [...next].sort((a, b) => a - b));
  };
  return (
    <fieldset
      className="flex flex-col gap-1"
      data-testid="privilege-tree"
      aria-describedby={error ? "f-blocked-err" : undefined}
    >
      <legend className="sr-only">{t("staff.access")}</legend>
      <ul className="grid gap-2 min-[734px]:grid-cols-2" id="f-blockedPrivileges">
        {sections.map((s) => {
          const forced = s.code === 2 && effective.has(1);
          const name = menuLabel(s.key, locale);
          return (
            <li
              key={s.code}
              className="rounded-xl border border-line p-3 data-[blocked=true]:border-danger/40 data-[blocked=true]:bg-danger/5"
              data-blocked={effective.has(s.code)}
              data-testid={`privilege-${s.code}`}
            >
              <Checkbox
                label={<span className="font-medium">{t("staff.blockSection", { name })}</span>}
                checked={effective.has(s.code)}
                onChange={(on) => toggle(s.code, on)}
                disabled={disabled || forced}
                testId={`block-${s.code}`}
                description={
                  forced
                    ? t("staff.blockedBy", { name: ordersName })
                    : t("staff.includes", {
                        entries: s.entries.map((e) => menuLabel(e.key, locale)).join(locale === "en" ? ", " : "、"),
                      })
                }
              />
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="f-blocked-err" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
