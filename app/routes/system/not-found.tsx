import { SearchX } from "lucide-react";
import { data } from "react-router";
import { SystemPage } from "../../components/SystemPage";

// The catch-all answers with a real 404 status, not a 200 page that says "not found".
export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  return (
    <SystemPage icon={<SearchX size={30} />} code="404" titleKey="error.notFoundTitle" bodyKey="error.notFoundBody" />
  );
}
