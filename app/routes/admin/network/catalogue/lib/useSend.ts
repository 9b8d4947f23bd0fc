import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { useT } from "~/i18n";
import { bcFailureKey } from "./api";

/** One write of the branch catalogue pages: busy while it runs, its outcome flashed, the list reloaded. */
export function useBcSend() {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function send(method: "PATCH" | "POST", path: string, body: unknown, done: string): Promise<boolean> {
    setBusy(true);
    const r = await adminSend(method, path, body);
    setBusy(false);
    if (!r.ok) {
      flash.error(t(bcFailureKey(r)));
      return false;
    }
    flash.success(done);
    revalidate();
    return true;
  }
  return { send, busy };
}
