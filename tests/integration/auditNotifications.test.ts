import { notificationsAudit } from "./audit/cases/notifications";
import { auditCases } from "./audit/harness";

auditCases("notifications", notificationsAudit.cases);
