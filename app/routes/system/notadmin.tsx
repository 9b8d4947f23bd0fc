import { ShieldOff } from "lucide-react";
import { Form } from "react-router";
import { SystemPage } from "../../components/SystemPage";
import { Button, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";

export default function NotAdmin() {
  const t = useT();
  const { user } = useRoot();
  return (
    <SystemPage
      icon={<ShieldOff size={30} />}
      titleKey="error.notAdminTitle"
      bodyKey="error.notAdminBody"
      actions={
        <>
          <LinkButton to="/" variant="secondary">
            {t("common.goHome")}
          </LinkButton>
          {user && (
            <Form method="post" action="/logout">
              <input type="hidden" name="from" value="admin" />
              <Button type="submit">{t("auth.adminTitle")}</Button>
            </Form>
          )}
        </>
      }
    />
  );
}
