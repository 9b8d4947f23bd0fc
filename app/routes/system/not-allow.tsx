import { Ban } from "lucide-react";
import { SystemPage } from "../../components/SystemPage";

export default function Page() {
  return <SystemPage icon={<Ban size={30} />} titleKey="error.notAllowTitle" bodyKey="error.notAllowBody" />;
}
