import { feedbacksAwardsAudit } from "./audit/cases/feedbacksAwards";
import { auditCases } from "./audit/harness";

auditCases("feedbacks-awards", feedbacksAwardsAudit.cases);
