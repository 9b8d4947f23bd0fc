import { PROMOTION_CODE, promotionCreateInput } from "@functions/commerce/promotions/schemas";
import { Code } from "@functions/shared/codes";
import { toFieldIssues } from "@functions/shared/validators";
import { useEffect, useState } from "react";
import { type AdminFailure, adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { EditPage, useEditForm } from "~/components/admin/kit";
import { useT } from "~/i18n";
import {
  type AdminPromotion,
  bodyOf,
  emptyForm,
  formOf,
  PROMO_API,
  PROMO_PATHS,
  type PromotionForm,
  type RefNames,
  type Tab,
  timeIssues,
} from "./lib";
import { BasicsSection, RulesSection, TimeSection } from "./PromotionSections";
import { ScopeSections } from "./ScopeSections";
import { useIssueText, usePromoFailure } from "./ui";

// The edit form of a promotion or coupon (kind PROMOTION) and of an activity (kind ACTIVITY): one
// form, one body (lib.ts bodyOf), checked with the API's own schema before sending; the API's
// 422 issues land on the fields they name.

type Kind = "PROMOTION" | "ACTIVITY";

/** Live "is this code free?" over ifPromotionExists / activity/ifCodeExists (debounced). */
function useCodeCheck(kind: Kind, code: string, own: string | null) {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    const c = code.trim();
    setTaken(false);
    if (!PROMOTION_CODE.test(c) || (own && own.toLowerCase() === c.toLowerCase())) return;
    const ctl = new AbortController();
    const h = setTimeout(async () => {
      const r = await adminSend<boolean>(
        "GET",
        kind === "ACTIVITY" ? PROMO_API.activityCode : PROMO_API.promotionCode,
        undefined,
        { query: { code: c }, quiet: true, signal: ctl.signal },
      );
      if (!ctl.signal.aborted && r.ok) setTaken(r.data === true);
    }, 350);
    return () => {
      clearTimeout(h);
      ctl.abort();
    };
  }, [kind, code, own]);
  return taken;
}

export function PromotionEditor({
  kind,
  record,
  names,
  scope,
  pageId,
}: {
  kind: Kind;
  record: AdminPromotion | null;
  names: RefNames;
  scope: "PROMOTION" | "COUPON";
  pageId: string;
}) {
  const t = useT();
  const issueText = useIssueText();
  const failText = usePromoFailure();
  const form = useEditForm<PromotionForm>(record ? formOf(record, names) : emptyForm(scope), { issueText });
  const { values: v } = form;
  const codeTaken = useCodeCheck(kind, v.code, record?.code ?? null);
  const err = form.error;
  const coupon = kind === "PROMOTION" && v.scope === "COUPON";
  const showCode = kind === "ACTIVITY" || coupon;
  const tab: Tab = kind === "ACTIVITY" ? "activity" : coupon ? "coupon" : "promotion";
  const listPath = PROMO_PATHS.list(tab);
  const itemPath = (id: number) => (kind === "ACTIVITY" ? PROMO_API.activity(id) : PROMO_API.promotion(id));

  function fail(r: AdminFailure) {
    if (r.code === Code.PROMOTION_CODE_EXISTS)
      form.showIssues([{ path: "code", message: "adminPromotions.codeTaken" }]);
    else if (r.issues.length) form.showIssues(r.issues);
    flash.error(failText(r));
  }

  function save() {
    const body = bodyOf(v, kind);
    // What the schema cannot know: the times' order and a code another record holds.
    const extra = [...timeIssues(v)];
    if (showCode && codeTaken) extra.push({ path: "code", message: "adminPromotions.codeTaken" });
    if (extra.length) {
      const parsed = promotionCreateInput.safeParse(body);
      form.showIssues([...extra, ...(parsed.success ? [] : toFieldIssues(parsed.error))]);
      flash.error(t("adminUi.fixErrors"));
      return;
    }
    void form.save({
      schema: promotionCreateInput,
      body,
      send: (b) =>
        record
          ? adminSend<AdminPromotion>("PATCH", itemPath(record.id), b)
          : adminSend<AdminPromotion>("POST", kind === "ACTIVITY" ? PROMO_API.activities : PROMO_API.promotions, b),
      created: !record,
      next: () => listPath,
      fail,
    });
  }

  const kindWord = t(`adminPromotions.kind.${tab}`);
  const title = t(record ? "adminPromotions.editTitle" : "adminPromotions.newTitle", { kind: kindWord });
  return (
    <EditPage
      title={title}
      description={record ? <span data-testid="promotion-status">{t(record.statusKey)}</span> : undefined}
      breadcrumbs={[
        { label: t("adminPromotions.settings") },
        { label: t("adminPromotions.listTitle"), to: listPath },
        { label: title },
      ]}
      form={form}
      onSubmit={save}
      backTo={listPath}
      saveTestId="promotion-save"
      testId={pageId}
      remove={
        record && {
          sectionTitle: t("adminPromotions.dangerZone", { kind: kindWord }),
          label: t("adminUi.delete"),
          confirmTitle: t("adminPromotions.deleteTitle"),
          confirmBody: t("adminPromotions.deleteBody", { name: record.name }),
          send: () => adminSend("DELETE", itemPath(record.id)),
          next: listPath,
          failureText: failText,
        }
      }
    >
      <BasicsSection form={form} coupon={coupon} showCode={showCode} codeTaken={codeTaken} />
      <TimeSection form={form} />
      <RulesSection form={form} />
      <ScopeSections form={form} coupon={coupon} usedQuantity={record?.usedQuantity ?? null} err={err} />
    </EditPage>
  );
}
