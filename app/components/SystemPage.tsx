import type { ReactNode } from "react";
import { useT } from "../i18n";
import { useRoot } from "../lib/useRoot";
import { PageMeta } from "./PageMeta";
import { StatusScreen } from "./StatusScreen";
import { LinkButton } from "./ui";

/** The spec's error destinations (/notadmin, /not-allow, …) share this layout. */
export function SystemPage({
  icon,
  titleKey,
  bodyKey,
  code,
  actions,
}: {
  icon: ReactNode;
  titleKey: string;
  bodyKey: string;
  code?: string;
  actions?: ReactNode;
}) {
  const t = useT();
  const { store } = useRoot();
  return (
    <>
      <PageMeta title={t(titleKey)} storeName={store.storeName} />
      <StatusScreen icon={icon} code={code} title={t(titleKey)} body={t(bodyKey)}>
        {actions ?? <LinkButton to="/">{t("common.goHome")}</LinkButton>}
      </StatusScreen>
    </>
  );
}
