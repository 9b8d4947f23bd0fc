import { commerceAudit } from "./audit/cases/commerce";
import { auditCases } from "./audit/harness";

auditCases("commerce", commerceAudit.cases);
