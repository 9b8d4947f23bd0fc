import { useNavigation } from "react-router";
import { useT } from "../../i18n";
import type { FormResult } from "../../lib/forms";
import { useRoot } from "../../lib/useRoot";
import { useFieldError } from "../FormStatus";

/** What a posted account page (register, forgotten password, password change) reads: wording, store, busy, errors. */
export function useAuthForm(actionData: FormResult | undefined) {
  const t = useT();
  const { store } = useRoot();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(actionData);
  return { t, store, busy, err };
}
