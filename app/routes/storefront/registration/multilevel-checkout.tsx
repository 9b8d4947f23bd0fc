import "~/i18n/areas/network/registration";
import { registrationOrder } from "@functions/network/registration/checkout";
import { openBranch } from "@functions/network/registration/open";
import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation, useSubmit } from "react-router";
import { FormStatus } from "~/components/FormStatus";
import { ShopErrorBoundary } from "~/components/shop/ShopError";
import { Alert, Button, LinkButton, Spinner } from "~/components/ui";
import { useT } from "~/i18n";
import { runForm } from "~/lib/forms";
import type { Route } from "./+types/multilevel-checkout";
import { Panel, RegPage } from "./parts";
import { memberNetwork } from "./registration.server";

// /multilevel-checkout (spec MultiLevelCheckoutBranchPage): where the payment returns. A paid
// registration order opens the branch (the same service as POST /api/branch/multilevel) — posted
// by the page itself once it loads, or by its button without a script — then /multilevel-complete.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, net } = await memberNetwork(context, request);
  const app = await net.reg.applicationOf(user.id);
  if (!app) throw redirect("/multilevel-regist");
  if (app.status === "CREATED") throw redirect("/multilevel-complete");
  const order = app.orderId ? await registrationOrder(net, user.id, app.orderId) : null;
  return { paid: order?.paymentStatus === "PAID", hasOrder: order !== null && order !== undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, user } = await memberNetwork(context, request);
  const out = await runForm(() => openBranch(scope, user, {}));
  if (!out.ok) return data(out.result, 200);
  return redirect("/multilevel-complete");
}

export default function MultilevelCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle";
  const sent = useRef(false);
  useEffect(() => {
    if (loaderData.paid && !sent.current && !actionData) {
      sent.current = true;
      submit(null, { method: "post" });
    }
  }, [loaderData.paid, actionData, submit]);
  return (
    <RegPage title={t("reg.open.title")} step={3} testId="multilevel-checkout">
      <Panel>
        {loaderData.paid ? (
          <div className="flex flex-col items-center gap-4 py-6 text-center">
            {busy && <Spinner size={36} />}
            <p className="text-muted">{t("reg.open.body")}</p>
            <FormStatus result={actionData} />
            <Form method="post">
              <Button type="submit" busy={busy} data-testid="open-branch">
                {t("reg.open.button")}
              </Button>
            </Form>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-4">
            <Alert tone="info">{t("reg.open.unpaid")}</Alert>
            <LinkButton to="/checkout/openstore">{t("reg.open.retryPay")}</LinkButton>
          </div>
        )}
      </Panel>
    </RegPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
