import { EyeOff } from "lucide-react";
import { SystemPage } from "../../components/SystemPage";

export default function Page() {
  return (
    <SystemPage icon={<EyeOff size={30} />} titleKey="error.notAllowPreviewTitle" bodyKey="error.notAllowPreviewBody" />
  );
}
