import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { useSaveFailure } from "~/components/admin/failureText";
import { useT } from "~/i18n";
import { type AdminFailure, type AdminResult, adminSend } from "../adminApi";
import { flash } from "../flash";
import { fieldBinders, useFormState } from "./formState";
import { SAVED } from "./UnsavedChangesGuard";

/** A settings page's one write of the whole object (PATCH or PUT of everything the form holds). */
export type WholeSave<T> = {
  api: string;
  /** The API's own zod schema, checked before sending (absent: the server's 422 alone). */
  schema?: z.ZodType;
  method?: "PATCH" | "PUT";
  /** The request body made of the form's values (a part of a larger settings object); `schema` checks it. */
  toBody?: (values: T) => unknown;
  /** The success message key (default adminSettings.saved). */
  message?: string;
};

/**
 * The back office's form, for an edit page and a settings page alike: the kit's form state
 * (values, dirty, field errors) plus the save flow every edit page runs — check the body with the
 * API's own zod schema, send it, put a 422's issues on the fields, say "saved"/"created", and
 * leave (past the unsaved-changes guard) — and Discard. With `whole`, `saveWhole()` is the settings
 * pages' save: one PATCH/PUT of the whole object, the answer back into the form.
 */
export function useEditForm<T extends Record<string, unknown>>(
  initial: T,
  opts: {
    /** An area's wording of a field issue's key (default: the key's own text). */
    issueText?: (message: string) => string | undefined;
    /** What "unsaved" compares (default: the values; a list page compares its PUT body). */
    dirtyOf?: (values: T) => unknown;
    whole?: WholeSave<T>;
  } = {},
) {
  const t = useT();
  const navigate = useNavigate();
  const form = useFormState(initial, opts.dirtyOf);
  const wholeFail = useSaveFailure(form);
  const savedRef = useRef(initial);
  const [saving, setSaving] = useState(false);

  const reset = (next: T) => {
    savedRef.current = next;
    form.reset(next);
  };

  async function save<S extends z.ZodType, R>(opts: {
    /** Absent: no check before sending (the server's 422 puts its issues on the fields). */
    schema?: S;
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
    if (opts.schema && !form.check(opts.schema, opts.body)) return null;
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

  /** The settings save (`whole`): the answer, picked into the form's values (default: as it is). */
  function saveWhole<R = T>(pick: (data: R) => T = (d) => d as unknown as T): Promise<R | null> {
    const w = opts.whole;
    if (!w) throw new Error("useEditForm: saveWhole needs the whole option");
    return save({
      schema: w.schema,
      body: w.toBody ? w.toBody(form.values) : form.values,
      send: (body) => adminSend<R>(w.method ?? "PATCH", w.api, body),
      resetTo: pick,
      message: w.message ?? "adminSettings.saved",
      fail: wholeFail,
    });
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
    saveWhole,
  };
}

export type EditForm = Pick<ReturnType<typeof useEditForm>, "dirty" | "saving" | "discard">;
