import { DEFAULT_LABELS } from "@functions/shared/storeSettings/defaults";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";

// The network's custom labels (spec back-office §3: branchNameLabel, introducerLabel, …): the
// store's own wording when it set one, else the spec default in the page's language.

export type NetworkLabel = keyof typeof DEFAULT_LABELS;

export function useNetworkLabels() {
  const { store } = useRoot();
  const t = useT();
  const custom = (store.labels ?? {}) as Record<string, string>;
  return (key: NetworkLabel): string => {
    const own = custom[key];
    return own && own !== DEFAULT_LABELS[key] ? own : t(`branches.label.${key}`);
  };
}
