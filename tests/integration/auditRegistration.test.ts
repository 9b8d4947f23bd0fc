import { registrationAudit } from "./audit/cases/registration";
import { auditCases } from "./audit/harness";

auditCases("registration", registrationAudit.cases);
