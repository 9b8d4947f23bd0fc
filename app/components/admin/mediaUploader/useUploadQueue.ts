import type { MediaRef } from "@functions/shared/media";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n";
import { type AdminFailure, failureKey } from "../adminApi";
import { checkFile, fileForm, formatBytes, uploadForm } from "../mediaUpload";

export type Pending = {
  key: string;
  file: File;
  preview: string;
  progress: number;
  status: "queued" | "uploading" | "error";
  error?: string;
};

type QueueOptions = {
  value: MediaRef[];
  onChange: (next: MediaRef[]) => void;
  endpoint: string;
  fields?: Record<string, string | number | undefined>;
  fileField: string;
  toMedia: (data: unknown) => MediaRef;
  max?: number;
  types: readonly string[];
  maxBytes: number;
  /** Says what happened, for the screen reader's live region. */
  announce: (text: string) => void;
};

/**
 * The uploads of a MediaUploader: files are checked here the way the server checks them (type,
 * size, how many fit), then sent one at a time in the order chosen, with progress; a failed one
 * stays with its error to retry or dismiss. Previews are object URLs, freed when done.
 */
export function useUploadQueue(o: QueueOptions) {
  const t = useT();
  const [pending, setPending] = useState<Pending[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const valueRef = useRef(o.value);
  valueRef.current = o.value;
  const running = useRef(false);
  const queue = useRef<Pending[]>([]);
  const single = o.max === 1;

  // Free the previews still shown when the uploader goes away.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(
    () => () => {
      for (const p of pendingRef.current) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  const update = (key: string, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  function uploadError(r: AdminFailure): string {
    const issue = r.issues[0]?.message;
    if (issue) {
      const text = t(issue);
      if (text !== issue) return text;
    }
    const key = failureKey(r);
    const text = t(key);
    return text === key ? t("media.uploadFailed") : text;
  }

  async function pump(items: Pending[]) {
    queue.current.push(...items);
    if (running.current) return;
    running.current = true;
    try {
      for (let item = queue.current.shift(); item; item = queue.current.shift()) {
        const key = item.key;
        update(key, { status: "uploading", progress: 0, error: undefined });
        const r = await uploadForm<unknown>(o.endpoint, fileForm(o.fileField, item.file, o.fields), {
          onProgress: (f) => update(key, { progress: f }),
        });
        if (r.ok) {
          const media = o.toMedia(r.data);
          const next = single ? [media] : [...valueRef.current, media];
          valueRef.current = next;
          o.onChange(next);
          URL.revokeObjectURL(item.preview);
          setPending((list) => list.filter((p) => p.key !== key));
          o.announce(t("media.uploaded", { name: item.file.name }));
        } else {
          update(key, { status: "error", error: uploadError(r) });
        }
      }
    } finally {
      running.current = false;
    }
  }

  function addFiles(list: FileList | File[]) {
    const problems: string[] = [];
    const ok: Pending[] = [];
    const room = o.max ? Math.max(0, o.max - (single ? 0 : o.value.length) - pending.length) : Number.POSITIVE_INFINITY;
    for (const file of [...list]) {
      const problem = checkFile(file, { types: o.types, maxBytes: o.maxBytes });
      if (problem === "type") problems.push(t("media.badType", { name: file.name }));
      else if (problem === "size")
        problems.push(t("media.tooLarge", { name: file.name, max: formatBytes(o.maxBytes) }));
      else if (ok.length >= room) problems.push(t("media.tooMany", { max: o.max ?? 0 }));
      else
        ok.push({
          key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
          file,
          preview: URL.createObjectURL(file),
          progress: 0,
          status: "queued",
        });
    }
    setRejected([...new Set(problems)]);
    if (ok.length) {
      setPending((p) => [...p, ...ok]);
      void pump(ok);
    }
  }

  const retry = (p: Pending) => void pump([p]);
  const dismiss = (p: Pending) => {
    URL.revokeObjectURL(p.preview);
    setPending((list) => list.filter((x) => x.key !== p.key));
  };

  return { pending, rejected, addFiles, retry, dismiss };
}
