import "../../i18n/areas/subscriptionCancel";
import { SUBSCRIPTION_FEEDBACK_MAX } from "@functions/commerce/subscriptions/feedbackSchemas";
import { CANCEL_REASONS } from "@functions/shared/cancelReasons";
import { useId } from "react";
import { useT } from "../../i18n";

/**
 * The cancel dialog's optional feedback (the store's subscription feedbacks): the spec's reasons as
 * checkboxes named `reasons` and a text `content`, posted with the cancel.
 */
export function CancelFeedbackFields() {
  const t = useT();
  const id = useId();
  return (
    <div className="mt-4 flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("subs.feedback.legend")}</legend>
        {CANCEL_REASONS.map((r) => (
          <label key={r} className="flex items-center gap-2 text-[15px]">
            <input type="checkbox" name="reasons" value={r} className="h-4 w-4" data-testid={`cancel-reason-${r}`} />
            {t(`subs.feedback.reason.${r}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-content`} className="text-sm font-medium">
        {t("subs.feedback.content")}
      </label>
      <textarea
        id={`${id}-content`}
        name="content"
        rows={3}
        maxLength={SUBSCRIPTION_FEEDBACK_MAX}
        className="rounded-lg border border-line px-3 py-2 text-[15px]"
        data-testid="cancel-feedback-content"
      />
    </div>
  );
}
