import { EyeOff } from "lucide-react";
import { SystemPage } from "../../components/SystemPage";
import { useT } from "../../i18n";

// In a test-mode preview the back office and member pages are closed (spec §4); the way out
// forgets the preview (root loader, ?exitPreview=1) and lands on the home page.
export default function Page() {
  const t = useT();
  return (
    <SystemPage
      icon={<EyeOff size={30} />}
      titleKey="error.notAllowPreviewTitle"
      bodyKey="error.notAllowPreviewBody"
      actions={
        <a
          href="/?exitPreview=1"
          className="inline-flex h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white"
          data-testid="exit-preview"
        >
          {t("preview.notAllowedExit")}
        </a>
      }
    />
  );
}
