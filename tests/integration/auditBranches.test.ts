import { branchesAudit } from "./audit/cases/branches";
import { auditCases } from "./audit/harness";

auditCases("branches", branchesAudit.cases);
