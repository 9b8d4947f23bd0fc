// The back office's messages, registered when the admin layout module loads (on the server at
// start, in the browser with the admin chunk), so storefront pages never download them.
import { adminCatalogueEn, adminCatalogueZhTW } from "./areas/adminCatalogue";
import { adminContentEn, adminContentZhTW } from "./areas/adminContent";
import { adminOrdersEn, adminOrdersZhTW } from "./areas/adminOrders";
import { adminPromotionsEn, adminPromotionsZhTW } from "./areas/adminPromotions";
import { adminStaffEn, adminStaffZhTW } from "./areas/adminStaff";
import { commerceSettingsEn, commerceSettingsZhTW } from "./areas/commerceSettings";
import { mediaEn, mediaZhTW } from "./areas/media";
import { registerMessages } from "./index";

export const adminZhTW = {
  ...adminCatalogueZhTW,
  ...adminContentZhTW,
  ...mediaZhTW,
  ...commerceSettingsZhTW,
  ...adminOrdersZhTW,
  ...adminPromotionsZhTW,
  ...adminStaffZhTW,
};
export const adminEn: Record<keyof typeof adminZhTW, string> = {
  ...adminCatalogueEn,
  ...adminContentEn,
  ...mediaEn,
  ...commerceSettingsEn,
  ...adminOrdersEn,
  ...adminPromotionsEn,
  ...adminStaffEn,
};

registerMessages(adminZhTW, adminEn);
