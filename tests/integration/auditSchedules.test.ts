import { schedulesAudit } from "./audit/cases/schedules";
import { auditCases } from "./audit/harness";

auditCases("schedules", schedulesAudit.cases);
