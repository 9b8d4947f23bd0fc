import { accountAudit } from "./audit/cases/account";
import { auditCases } from "./audit/harness";

auditCases("account", accountAudit.cases);
