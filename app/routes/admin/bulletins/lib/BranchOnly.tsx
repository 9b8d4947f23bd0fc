import { Info } from "lucide-react";
import { AdminPage } from "~/components/admin/AdminPage";
import { Card, EmptyState, LinkButton } from "~/components/ui";
import { useT } from "~/i18n";

/**
 * What a branch's notice page (head-store bulletins, head-store promotions) shows a store that is
 * not a branch: the menu does not offer it to them (spec §2.3), but a typed path still gets a real
 * page that says why it is empty and, for a head store, where its own records are.
 */
export function BranchOnly({
  title,
  body,
  to,
  testId,
}: {
  title: string;
  body: string;
  to?: { path: string; label: string };
  testId?: string;
}) {
  const t = useT();
  return (
    <AdminPage title={title} breadcrumbs={[{ label: t("notices.notifications") }, { label: title }]} testId={testId}>
      <Card>
        <EmptyState
          icon={<Info size={36} aria-hidden />}
          title={t("notices.branchOnlyTitle")}
          body={body}
          action={
            to ? (
              <LinkButton to={to.path} variant="secondary">
                {to.label}
              </LinkButton>
            ) : undefined
          }
        />
      </Card>
    </AdminPage>
  );
}
