import { AUDIT_STATUSES, BRANCH_TYPES } from "@functions/network/branches/schemas";
import { STORE_STATUSES } from "@functions/shared/constants";
import { FilterBar, FilterChoice, FilterSearch } from "~/components/admin/kit";
import { useT } from "~/i18n";

// The downline list's filter bar (URL-bound, the kit's GET form): search, status, type, trial,
// audit and level.

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export function BranchFilters() {
  const t = useT();
  const keyed = (prefix: string, keys: readonly string[]) =>
    keys.map((k) => ({ value: k, label: t(`${prefix}.${k}`) }));
  const choices = [
    { name: "status", any: t("branches.filter.anyStatus"), options: keyed("storeStatus", STORE_STATUSES) },
    { name: "type", any: t("branches.filter.anyType"), options: keyed("storeType", BRANCH_TYPES) },
    {
      name: "trial",
      any: t("branches.filter.anyTrial"),
      options: [
        { value: "true", label: t("branches.onTrial") },
        { value: "false", label: t("branches.notOnTrial") },
      ],
    },
    { name: "audit", any: t("branches.filter.anyAudit"), options: keyed("branches.audit", AUDIT_STATUSES) },
    {
      name: "level",
      any: t("branches.filter.anyLevel"),
      options: LEVELS.map((n) => ({ value: String(n), label: t("branches.levelN", { n }) })),
    },
  ];
  return (
    <FilterBar>
      <FilterSearch name="keyword" label={t("branches.search")} />
      {choices.map((c) => (
        <FilterChoice
          key={c.name}
          name={c.name}
          label={t(`branches.filter.${c.name}`)}
          any={c.any}
          options={c.options}
        />
      ))}
    </FilterBar>
  );
}
