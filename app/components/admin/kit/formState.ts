import { type FieldIssue, toFieldIssues } from "@functions/shared/validators";
import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { useT } from "../../../i18n";
import { type AdminFailure, failureKey, issuesByPath } from "../adminApi";
import { flash } from "../flash";

/**
 * The kit's form state, under useEditForm (pages use that): values, per-field errors (from the
 * same zod schema as the API before sending, and from a 422's issues after), dirty tracking, and
 * focus on the first invalid field. Error messages are i18n keys; `error(path)` returns the
 * translated text. `dirtyOf` is what "unsaved" compares when the values hold more than the body
 * (row keys, a sort the save renumbers); by default the values themselves.
 */
export function useFormState<T extends Record<string, unknown>>(
  initial: T,
  dirtyOf: (values: T) => unknown = (v) => v,
) {
  const t = useT();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(() => JSON.stringify(dirtyOf(initial)));
  const dirty = JSON.stringify(dirtyOf(values)) !== saved;
  // A page passes dirtyOf inline; the stable reset reads the current one.
  const dirtyOfRef = useRef(dirtyOf);
  dirtyOfRef.current = dirtyOf;

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(String(key) in e)) return e;
      const { [String(key)]: _, ...rest } = e;
      return rest;
    });
  }, []);

  const patch = useCallback((p: Partial<T>) => setValues((v) => ({ ...v, ...p })), []);

  /** Replaces the values and marks them as saved (after a load or a successful save). */
  const reset = useCallback((next: T) => {
    setValues(next);
    setSaved(JSON.stringify(dirtyOfRef.current(next)));
    setErrors({});
  }, []);

  const showIssues = useCallback((issues: readonly FieldIssue[]) => {
    const map = issuesByPath(issues);
    setErrors(map);
    focusFirstInvalid(Object.keys(map));
    return map;
  }, []);

  /** Client-side check with the API's schema; false (and errors shown) when it fails. */
  const check = useCallback(
    <S extends z.ZodType>(schema: S, body: unknown): body is z.input<S> => {
      const r = schema.safeParse(body);
      if (r.success) {
        setErrors({});
        return true;
      }
      showIssues(toFieldIssues(r.error));
      flash.error(t("adminUi.fixErrors"));
      return false;
    },
    [showIssues, t],
  );

  /** A failed save: field issues onto the fields, the headline as an error alert. */
  const fail = useCallback(
    (f: AdminFailure) => {
      if (f.issues.length) showIssues(f.issues);
      const key = failureKey(f);
      const text = t(key);
      flash.error(text === key ? (f.message ?? t("code.unknown")) : text);
    },
    [showIssues, t],
  );

  const error = useCallback(
    (path: string) => {
      const m = errors[path];
      return m ? t(m) : undefined;
    },
    [errors, t],
  );

  return {
    values,
    set,
    patch,
    reset,
    errors,
    setErrors,
    error,
    check,
    fail,
    showIssues,
    dirty,
    ...fieldBinders(values, set, error),
  };
}

/**
 * The props a field component takes for one value, spread onto it: `{...form.field("name")}`.
 * `field` suits the kit's value-change inputs (TextField, NumberField, Select…), `area` a
 * <textarea> (its change is an event), `toggle` a Toggle or checkbox. `path` is the issue path
 * when it is not the key (a nested value).
 */
export function fieldBinders<T extends Record<string, unknown>>(
  values: T,
  set: <K extends keyof T>(key: K, value: T[K]) => void,
  error: (path: string) => string | undefined,
) {
  const field = <K extends keyof T & string>(key: K, path: string = key) => ({
    name: path,
    value: values[key],
    onChange: (x: T[K]) => set(key, x),
    error: error(path),
  });
  const area = <K extends keyof T & string>(key: K, path: string = key) => ({
    ...field(key, path),
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as T[K]),
  });
  const toggle = <K extends keyof T & string>(key: K) => ({
    checked: Boolean(values[key]),
    onChange: (x: boolean) => set(key, x as T[K]),
  });
  return { field, area, toggle };
}

/** Moves focus to the first field named by an issue path (ids follow Field's `f-<name>`). */
export function focusFirstInvalid(paths: string[]) {
  if (typeof document === "undefined") return;
  requestAnimationFrame(() => {
    for (const p of paths) {
      const el =
        document.getElementById(`f-${p}`) ??
        document.getElementById(`n-${p}`) ??
        document.getElementById(`rt-${p}`) ??
        document.querySelector<HTMLElement>(`[data-field="${CSS.escape(p)}"]`);
      if (el) {
        el.focus({ preventScroll: false });
        el.scrollIntoView({ block: "center", behavior: "smooth" });
        return;
      }
    }
    // Nothing focusable by that name: show the first error text instead.
    document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: "center" });
  });
}
