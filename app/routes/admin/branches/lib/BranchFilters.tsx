import { AUDIT_STATUSES, BRANCH_TYPES } from "../../../../../functions/branches/schemas";
import { STORE_STATUSES } from "../../../../../functions/shared/constants";
import { FilterBar, FilterChoice, FilterSearch } from "../../../../components/admin/kit";
import { useT } from "../../../../i18n";

// The downline list's filter bar (URL-bound, the kit's GET form): search, status, type, trial,
// audit and level.

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export function BranchFilters() {
  const t = useT();
  const all = { value: "", label: t("branches.filter.all") };
  return (
    <FilterBar>
      <FilterSearch name="keyword" label={t("branches.search")} />
      <FilterChoice
        name="status"
        label={t("branches.filter.status")}
        options={[
          { value: "", label: t("branches.filter.anyStatus") },
          ...STORE_STATUSES.map((s) => ({ value: s, label: t(`storeStatus.${s}`) })),
        ]}
      />
      <FilterChoice
        name="type"
        label={t("branches.filter.type")}
        options={[
          { value: "", label: t("branches.filter.anyType") },
          ...BRANCH_TYPES.map((s) => ({ value: s, label: t(`storeType.${s}`) })),
        ]}
      />
      <FilterChoice
        name="trial"
        label={t("branches.filter.trial")}
        options={[
          { value: "", label: t("branches.filter.anyTrial") },
          { value: "true", label: t("branches.onTrial") },
          { value: "false", label: t("branches.notOnTrial") },
        ]}
      />
      <FilterChoice
        name="audit"
        label={t("branches.filter.audit")}
        options={[
          { value: "", label: t("branches.filter.anyAudit") },
          ...AUDIT_STATUSES.map((s) => ({ value: s, label: t(`branches.audit.${s}`) })),
        ]}
      />
      <FilterChoice
        name="level"
        label={t("branches.filter.level")}
        options={[
          { ...all, label: t("branches.filter.anyLevel") },
          ...LEVELS.map((n) => ({ value: String(n), label: t("branches.levelN", { n }) })),
        ]}
      />
    </FilterBar>
  );
}
