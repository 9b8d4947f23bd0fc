import { branchCatalogueAudit } from "./audit/cases/branchCatalogue";
import { auditCases } from "./audit/harness";

auditCases("branch-catalogue", branchCatalogueAudit.cases);
