// A demo schedule per store (issue 28 §6): the last product of the catalogue comes off the shelf at
// Taipei midnight a month from the first start, so schedule-list shows a waiting schedule. Known
// by its note; an existing one is kept.
import { existing } from "./seed-catalogue.mjs";

const NOTE = "示範排程：月底下架";
const DAY_MS = 86_400_000;

/** Taipei midnight (16:00 UTC the day before) `days` from now, as an ISO time with its offset. */
function taipeiMidnightIn(days) {
  const taipei = new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
  return `${taipei}T00:00:00+08:00`;
}

export async function seedSchedules(api, productIds) {
  const have = await existing(api, "/api/admin/schedules", "note");
  const targetId = productIds.at(-1);
  if (have.has(NOTE) || !targetId) return { added: 0 };
  await api.json("POST", "/api/admin/schedules", {
    type: "PRODUCT",
    targetId,
    action: "UNPUBLISH",
    runAt: taipeiMidnightIn(30),
    note: NOTE,
  });
  return { added: 1 };
}
