// The back office's messages, registered when the admin layout module loads (on the server at
// start, in the browser with the admin chunk), so storefront pages never download them.
import { adminAccountEn, adminAccountZhTW } from "./areas/adminAccount";
import { adminAnalyticsEn, adminAnalyticsZhTW } from "./areas/adminAnalytics";
import { adminAuditEn, adminAuditZhTW } from "./areas/adminAudit";
import { adminBulletinsEn, adminBulletinsZhTW } from "./areas/adminBulletins";
import { adminCatalogueEn, adminCatalogueZhTW } from "./areas/adminCatalogue";
import { adminContentEn, adminContentZhTW } from "./areas/adminContent";
import { adminErrorLogsEn, adminErrorLogsZhTW } from "./areas/adminErrorLogs";
import { adminExportsEn, adminExportsZhTW } from "./areas/adminExports";
import { adminFeedbacksAwardsEn, adminFeedbacksAwardsZhTW } from "./areas/adminFeedbacksAwards";
import { adminImportsEn, adminImportsZhTW } from "./areas/adminImports";
import { adminMembersEn, adminMembersZhTW } from "./areas/adminMembers";
import { adminOrdersEn, adminOrdersZhTW } from "./areas/adminOrders";
import { adminOrdersImportEn, adminOrdersImportZhTW } from "./areas/adminOrdersImport";
import { adminPromotionsEn, adminPromotionsZhTW } from "./areas/adminPromotions";
import { adminSchedulesEn, adminSchedulesZhTW } from "./areas/adminSchedules";
import { adminSecurityEn, adminSecurityZhTW } from "./areas/adminSecurity";
import { adminSettingsEn, adminSettingsZhTW } from "./areas/adminSettings";
import { adminSettingsHomeEn, adminSettingsHomeZhTW } from "./areas/adminSettingsHome";
import { adminShippingDocsEn, adminShippingDocsZhTW } from "./areas/adminShippingDocs";
import { adminStaffEn, adminStaffZhTW } from "./areas/adminStaff";
import { adminStoreCheckEn, adminStoreCheckZhTW } from "./areas/adminStoreCheck";
import { adminStoreSettingEn, adminStoreSettingZhTW } from "./areas/adminStoreSetting";
import { commerceSettingsEn, commerceSettingsZhTW } from "./areas/commerceSettings";
import { mediaEn, mediaZhTW } from "./areas/media";
import { adminBranchesEn, adminBranchesZhTW } from "./areas/network/adminBranches";
import { branchAuditEn, branchAuditZhTW } from "./areas/network/branchAudit";
import { branchSettingsEn, branchSettingsZhTW } from "./areas/network/branchSettings";
import { registerMessages } from "./index";

export const adminZhTW = {
  ...adminCatalogueZhTW,
  ...adminExportsZhTW,
  ...adminAnalyticsZhTW,
  ...adminContentZhTW,
  ...mediaZhTW,
  ...commerceSettingsZhTW,
  ...adminOrdersZhTW,
  ...adminOrdersImportZhTW,
  ...adminImportsZhTW,
  ...adminPromotionsZhTW,
  ...adminStoreCheckZhTW,
  ...adminAccountZhTW,
  ...adminSettingsZhTW,
  ...adminAuditZhTW,
  ...adminStoreSettingZhTW,
  ...adminSecurityZhTW,
  ...adminMembersZhTW,
  ...adminStaffZhTW,
  ...branchSettingsZhTW,
  ...branchAuditZhTW,
  ...adminBranchesZhTW,
  ...adminSettingsHomeZhTW,
  ...adminSchedulesZhTW,
  ...adminErrorLogsZhTW,
  ...adminShippingDocsZhTW,
  ...adminBulletinsZhTW,
  ...adminFeedbacksAwardsZhTW,
};
export const adminEn: Record<keyof typeof adminZhTW, string> = {
  ...adminCatalogueEn,
  ...adminExportsEn,
  ...adminAnalyticsEn,
  ...adminContentEn,
  ...mediaEn,
  ...commerceSettingsEn,
  ...adminOrdersEn,
  ...adminOrdersImportEn,
  ...adminImportsEn,
  ...adminPromotionsEn,
  ...adminStoreCheckEn,
  ...adminAccountEn,
  ...adminSettingsEn,
  ...adminAuditEn,
  ...adminStoreSettingEn,
  ...adminSecurityEn,
  ...adminMembersEn,
  ...adminStaffEn,
  ...branchSettingsEn,
  ...branchAuditEn,
  ...adminBranchesEn,
  ...adminSettingsHomeEn,
  ...adminSchedulesEn,
  ...adminErrorLogsEn,
  ...adminShippingDocsEn,
  ...adminBulletinsEn,
  ...adminFeedbacksAwardsEn,
};

registerMessages(adminZhTW, adminEn);
