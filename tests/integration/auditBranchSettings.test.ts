import { branchSettingsAudit } from "./audit/cases/branchSettings";
import { auditCases } from "./audit/harness";

auditCases("branchSettings", branchSettingsAudit.cases);
