import { contentAudit } from "./audit/cases/content";
import { auditCases } from "./audit/harness";

auditCases("content", contentAudit.cases);
