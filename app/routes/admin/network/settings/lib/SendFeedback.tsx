import {
  CANCEL_REASONS,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_IMAGES_MAX,
  feedbackInput,
} from "@functions/network/feedback/schemas";
import { type FormEvent, useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { Checkbox, TextAreaField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { useEditForm } from "~/components/admin/kit";
import { uploadForm } from "~/components/admin/mediaUpload";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import { FeedbackImagePicker, type PickedImage } from "./FeedbackImages";

/** A branch's feedback form (POST /api/branch/feedback): the five reasons and a message. */
export function SendFeedback({ onSent }: { onSent: () => void }) {
  const t = useT();
  const form = useEditForm({ reasons: [] as string[], content: "" });
  const [busy, setBusy] = useState(false);
  const [images, setImages] = useState<PickedImage[]>([]);
  const [imageError, setImageError] = useState<string>();
  const toggle = (r: string, on: boolean) =>
    form.set("reasons", on ? [...form.values.reasons, r] : form.values.reasons.filter((x) => x !== r));
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.check(feedbackInput, form.values)) return;
    const tooMany = images.length > FEEDBACK_IMAGES_MAX;
    setImageError(tooMany ? t("validation.tooManyImages") : undefined);
    if (tooMany || images.some((i) => i.problem)) return;
    setBusy(true);
    // With images the spec's multipart form; without, the same fields as JSON.
    const r = images.length
      ? await uploadForm("/api/branch/feedback", multipart(form.values, images))
      : await adminSend("POST", "/api/branch/feedback", form.values);
    setBusy(false);
    if (!r.ok) {
      const issue = r.issues.find((i) => i.path.startsWith("images"));
      if (issue) setImageError(t(issue.message));
      return form.fail(r);
    }
    form.reset({ reasons: [], content: "" });
    setImages([]);
    flash.success(t("branchFeedback.send.done"));
    onSent();
  }
  return (
    <Section title={t("branchFeedback.send.title")} id="branch-feedback-send">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="branch-feedback-form">
        <fieldset data-field="reasons" className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("branchFeedback.send.reasons")}</legend>
          {CANCEL_REASONS.map((r) => (
            <Checkbox
              key={r}
              label={t(`branchFeedback.reason.${r}`)}
              checked={form.values.reasons.includes(r)}
              onChange={(on) => toggle(r, on)}
              testId={`feedback-reason-${r}`}
            />
          ))}
          {form.error("reasons") && <p className="text-sm text-danger">{form.error("reasons")}</p>}
        </fieldset>
        <TextAreaField
          label={t("branchFeedback.send.content")}
          {...form.area("content")}
          maxLength={FEEDBACK_CONTENT_MAX}
          rows={4}
        />
        <FeedbackImagePicker value={images} onChange={setImages} error={imageError} />
        <div>
          <Button type="submit" busy={busy} data-testid="feedback-send">
            {t("branchFeedback.send.submit")}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function multipart(v: { reasons: string[]; content: string }, images: PickedImage[]) {
  const fd = new FormData();
  for (const r of v.reasons) fd.append("reasons", r);
  fd.set("content", v.content);
  for (const i of images) fd.append("images", i.file, i.file.name);
  return fd;
}
