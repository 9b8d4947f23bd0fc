import { PROMOTION_CODE, promotionCreateInput } from "@functions/commerce/promotions/schemas";
import { Code } from "@functions/shared/codes";
import { ACTION_TYPES, type ActionType, CONDITION_TYPES, type ConditionType } from "@functions/shared/commerce";
import { toFieldIssues } from "@functions/shared/validators";
import { useEffect, useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { type AdminFailure, adminSend } from "~/components/admin/adminApi";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { EditPage, useEditForm } from "~/components/admin/kit";
import { Toggle } from "~/components/admin/Toggle";
import { SelectField } from "~/components/ui";
import { useT } from "~/i18n";
import {
  type AdminPromotion,
  bodyOf,
  canBeCumulative,
  emptyForm,
  emptyTier,
  formOf,
  PROMO_API,
  PROMO_PATHS,
  type PromotionForm,
  type RefNames,
  type Tab,
  timeIssues,
} from "./lib";
import { ScopeSections } from "./ScopeSections";
import { TierEditor } from "./TierEditor";
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
  const { values: v, set, patch } = form;
  const codeTaken = useCodeCheck(kind, v.code, record?.code ?? null);
  const err = form.error;
  const coupon = kind === "PROMOTION" && v.scope === "COUPON";
  const showCode = kind === "ACTIVITY" || coupon;
  const tab: Tab = kind === "ACTIVITY" ? "activity" : coupon ? "coupon" : "promotion";
  const listPath = PROMO_PATHS.list(tab);
  const itemPath = (id: number) => (kind === "ACTIVITY" ? PROMO_API.activity(id) : PROMO_API.promotion(id));

  function setConditionType(c: ConditionType) {
    patch({
      conditionType: c,
      isCumulative: canBeCumulative(c, v.actionType) && v.isCumulative,
      // SHIPPING has one tier with no threshold.
      tiers: c === "SHIPPING" ? [{ ...(v.tiers[0] ?? emptyTier(c)), condition: 0 }] : v.tiers,
      ...(v.actionType === "SINGLE_PRICE" && c !== "FULL_QUANTITY" ? { actionType: "AMOUNT_OFF" as const } : {}),
    });
  }
  function setActionType(a: ActionType) {
    patch({
      actionType: a,
      isCumulative: canBeCumulative(v.conditionType, a) && v.isCumulative,
      // Values change meaning with the action (NT$ vs tenths): start them empty.
      tiers: v.tiers.map((x) => ({ ...x, value: null, free: false, extras: a === v.actionType ? x.extras : [] })),
      ...(a === "SINGLE_PRICE" ? { conditionType: "FULL_QUANTITY" as const } : {}),
    });
  }

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
  const option = (group: string) => (x: string) => (
    <option key={x} value={x}>
      {t(`adminPromotions.${group}.${x}`)}
    </option>
  );

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
      <Section title={t("adminPromotions.section.basics")}>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("adminPromotions.field.name")}
            {...form.field("name")}
            maxLength={100}
            required
            testId="promotion-name"
          />
          <TextAreaField
            label={t("adminPromotions.field.description")}
            {...form.area("description")}
            maxLength={2000}
            rows={3}
          />
          {showCode && (
            <TextField
              label={t(coupon ? "adminPromotions.field.couponCode" : "adminPromotions.field.activityCode")}
              name="code"
              value={v.code}
              onChange={(x) => set("code", x)}
              maxLength={32}
              required={coupon}
              autoComplete="off"
              hint={t("adminPromotions.field.codeHint")}
              error={err("code") ?? (codeTaken ? t("adminPromotions.codeTaken") : undefined)}
              testId="promotion-code"
            />
          )}
          <Toggle
            label={t("adminPromotions.field.isOpen")}
            description={t("adminPromotions.field.isOpenHint")}
            checked={v.isOpen}
            onChange={(x) => set("isOpen", x)}
            testId="promotion-isOpen"
          />
        </div>
      </Section>

      <Section title={t("adminPromotions.section.time")} description={t("adminPromotions.field.timeHint")}>
        <div className="flex flex-col gap-4">
          <Toggle
            label={t("adminPromotions.noTimeLimit")}
            checked={!v.isLimitedTime}
            onChange={(x) => set("isLimitedTime", !x)}
            testId="promotion-noTimeLimit"
          />
          {v.isLimitedTime && (
            <div className="grid gap-4 min-[734px]:grid-cols-2">
              <TextField
                label={t("adminPromotions.field.start")}
                {...form.field("start", "startAt")}
                type="datetime-local"
                required
                testId="promotion-start"
              />
              <div className="flex flex-col gap-3">
                <Toggle
                  label={t("adminPromotions.field.hasEnd")}
                  checked={v.hasEndTime}
                  onChange={(x) => set("hasEndTime", x)}
                />
                {v.hasEndTime && (
                  <TextField
                    label={t("adminPromotions.field.end")}
                    {...form.field("end", "endAt")}
                    type="datetime-local"
                    required
                    testId="promotion-end"
                  />
                )}
              </div>
            </div>
          )}
        </div>
      </Section>

      <Section title={t("adminPromotions.section.rules")}>
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            <SelectField
              label={t("adminPromotions.field.conditionType")}
              name="conditionType"
              value={v.conditionType}
              onChange={(e) => setConditionType(e.target.value as ConditionType)}
              error={err("conditionType")}
              data-testid="promotion-conditionType"
            >
              {CONDITION_TYPES.map(option("conditionType"))}
            </SelectField>
            <SelectField
              label={t("adminPromotions.field.actionType")}
              name="actionType"
              value={v.actionType}
              onChange={(e) => setActionType(e.target.value as ActionType)}
              error={err("actionType")}
              data-testid="promotion-actionType"
            >
              {ACTION_TYPES.map(option("actionType"))}
            </SelectField>
          </div>
          <Toggle
            label={t("adminPromotions.field.isCumulative")}
            description={t(
              canBeCumulative(v.conditionType, v.actionType)
                ? "adminPromotions.field.isCumulativeHint"
                : "adminPromotions.field.notCumulativeHint",
            )}
            checked={v.isCumulative}
            disabled={!canBeCumulative(v.conditionType, v.actionType)}
            onChange={(x) => set("isCumulative", x)}
            testId="promotion-isCumulative"
          />
          {err("isCumulative") && <p className="text-sm text-danger">{err("isCumulative")}</p>}
          <TierEditor
            conditionType={v.conditionType}
            actionType={v.actionType}
            value={v.tiers}
            onChange={(tiers) => set("tiers", tiers)}
            err={err}
          />
        </div>
      </Section>

      <ScopeSections form={form} coupon={coupon} usedQuantity={record?.usedQuantity ?? null} err={err} />
    </EditPage>
  );
}
