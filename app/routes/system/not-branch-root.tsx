import { GitBranch } from "lucide-react";
import { SystemPage } from "../../components/SystemPage";

export default function Page() {
  return (
    <SystemPage icon={<GitBranch size={30} />} titleKey="error.notBranchRootTitle" bodyKey="error.notBranchRootBody" />
  );
}
