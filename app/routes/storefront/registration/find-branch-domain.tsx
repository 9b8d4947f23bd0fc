import "~/i18n/areas/network/registration";
import { findBranchDomain } from "@functions/network/registration/findDomain";
import { emailOnlyInput } from "@functions/shared/validators";
import { data, Form, useNavigation } from "react-router";
import { emailField } from "~/components/auth/authFields";
import { FieldList } from "~/components/FieldList";
import { FormStatus, useFieldError } from "~/components/FormStatus";
import { ShopErrorBoundary } from "~/components/shop/ShopError";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import { rcOf, scopeOf } from "~/lib/context.server";
import { type FormResult, readForm, runForm } from "~/lib/forms";
import type { Route } from "./+types/find-branch-domain";
import { Panel, RegPage } from "./parts";

// /find-branch-domain: mails the branch address of an e-mail; the answer never says whether one exists.

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await readForm(request, emailOnlyInput);
  if (!parsed.ok) return data(parsed.result, 422);
  const rc = rcOf(context);
  const out = await runForm(() =>
    findBranchDomain(scopeOf(context), parsed.data.email, rc.locale, rc.clientIp, rc.origin),
  );
  return out.ok ? ({ ok: true } satisfies FormResult) : data(out.result, 429);
}

export default function FindBranchDomain({ actionData }: Route.ComponentProps) {
  const t = useT();
  const err = useFieldError(actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <RegPage title={t("reg.find.title")} lead={t("reg.find.body")} testId="find-branch-domain">
      <Panel>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <FormStatus result={actionData} success={t("reg.find.sent")} />
          <FieldList fields={[emailField()]} err={err} />
          <Button type="submit" busy={busy} data-testid="find-submit">
            {t("reg.find.submit")}
          </Button>
        </Form>
      </Panel>
    </RegPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
