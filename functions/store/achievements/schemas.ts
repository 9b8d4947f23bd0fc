import { z } from "zod";
import { MAX_MILESTONES } from "../../shared/store/achievements";

// A store's own milestone numbers (docs/decisions/achievements.md); null keeps the defaults.
const list = z
  .array(z.number().int("validation.digits").positive("validation.positive").max(1e12, "validation.tooLong"))
  .max(MAX_MILESTONES, "validation.tooLong")
  .nullable();
export const achievementSettingsInput = z.strictObject({ orderCounts: list, revenues: list });
