import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { useT } from "~/i18n";
import type { AdminFailure, AdminResult } from "../adminApi";
import { flash } from "../flash";
import { fieldBinders, SAVED, useAdminForm } from "../useAdminForm";

/**
 * An edit page's form: useAdminForm (values, dirty, field errors) plus the save flow every edit
 * page runs — check the body with the API's own zod schema, send it, put a 422's issues on the
 * fields, say "saved"/"created", and leave (past the unsaved-changes guard) — and Discard.
 */
export function useEditForm<T extends Record<string, unknown>>(
  initial: T,
  opts: {
    /** An area's wording of a field issue's key (default: the key's own text). */
    issueText?: (message: string) => string | undefined;
  } = {},
) {
  const t = useT();
  const navigate = useNavigate();
  const form = useAdminForm(initial);
  const savedRef = useRef(initial);
  const [saving, setSaving] = useState(false);

  const reset = (next: T) => {
    savedRef.current = next;
    form.reset(next);
  };

  async function save<S extends z.ZodType, R>(opts: {
    schema: S;
    body: z.input<S>;
    send: (body: z.input<S>) => Promise<AdminResult<R>>;
    created?: boolean;
    /** Where to go after the save (from the answer); stays on the page when absent. */
    next?: (data: R) => string | undefined;
    /** Replace the history entry (a create that reopens as the edit of what it made). */
    replace?: boolean;
    /** The values the answer puts in the form (default: the values just sent stay). */
    resetTo?: (data: R) => T;
    /** The success message key (default adminUi.saved / adminUi.created). */
    message?: string;
    /** A refused save (default: its issues onto the fields and its code's text as an alert). */
    fail?: (f: AdminFailure) => void;
  }): Promise<R | null> {
    if (!form.check(opts.schema, opts.body)) return null;
    setSaving(true);
    const r = await opts.send(opts.body);
    setSaving(false);
    if (!r.ok) {
      (opts.fail ?? form.fail)(r);
      return null;
    }
    flash.success(t(opts.message ?? (opts.created ? "adminUi.created" : "adminUi.saved")));
    reset(opts.resetTo ? opts.resetTo(r.data) : form.values);
    const to = opts.next?.(r.data);
    if (to) navigate(to, { state: SAVED, replace: opts.replace });
    return r.data;
  }

  const { issueText } = opts;
  const error = (path: string) => {
    const m = form.errors[path];
    return m && issueText ? issueText(m) : form.error(path);
  };

  return {
    ...form,
    error,
    // The binders again, so a field's error reads through the area's wording.
    ...fieldBinders(form.values, form.set, error),
    reset,
    /** The last saved values (a settings page sends only what differs from them). */
    saved: savedRef.current,
    /** Back to the last saved values. */
    discard: () => form.reset(savedRef.current),
    saving,
    setSaving,
    save,
  };
}

export type EditForm = Pick<ReturnType<typeof useEditForm>, "dirty" | "saving" | "discard">;
