import type { TaxonomyDb } from "@db/catalogue/taxonomy";
import { mediaRef } from "../../media/ref";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { Topic } from "../../shared/commerce/catalogue";
import { nowIso, requireMedia, requireProducts, tx } from "./taxonomyCommon";
import type { TopicCreateInput, TopicPatchInput } from "./taxonomySchemas";

// Topics and their product pivots (see taxonomy.ts).

export type TopicView = Topic & { startAt: string | null; endAt: string | null };
export type TopicShowing = "PENDING" | "ON_GOING" | "FINISHED";
export type AdminTopic = TopicView & {
  mediaId: number | null;
  productCount: number;
  showing: TopicShowing;
  createdAt: string;
};
export type AdminTopicDetail = AdminTopic & { productIds: number[] };

type TopicJoin = Awaited<ReturnType<TaxonomyDb["topics"]>>[number];

export function topicView({ topic: t, media }: TopicJoin): TopicView {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    media: media ? mediaRef(media) : null,
    sort: t.sort,
    isDisplay: t.isDisplay,
    startAt: t.startAt,
    endAt: t.endAt,
  };
}

function showingOf(t: { startAt: string | null; endAt: string | null }, now: string): TopicShowing {
  if (t.startAt && t.startAt > now) return "PENDING";
  if (t.endAt && t.endAt <= now) return "FINISHED";
  return "ON_GOING";
}

const adminTopic = (row: TopicJoin, now: string): AdminTopic => ({
  ...topicView(row),
  mediaId: row.topic.mediaId,
  productCount: Number(row.productCount),
  showing: showingOf(row.topic, now),
  createdAt: row.topic.createdAt,
});

/** Topics in order; displayOnly keeps the displayed ones inside their start/end window. One D1 statement. */
export async function listTopics(
  scope: StoreScope,
  opts: { displayOnly: boolean; now?: string },
): Promise<TopicView[]> {
  return (await tx(scope).topics({ displayOnly: opts.displayOnly }, opts.now ?? nowIso())).map(topicView);
}

/** One topic; with displayOnly (the default) null unless shoppers may see it now. */
export async function getTopic(
  scope: StoreScope,
  id: number,
  opts: { displayOnly?: boolean; now?: string } = {},
): Promise<TopicView | null> {
  const [row] = await tx(scope).topics({ id, displayOnly: opts.displayOnly ?? true }, opts.now ?? nowIso());
  return row ? topicView(row) : null;
}

export async function adminTopics(scope: StoreScope, q: { isDisplay?: boolean; showing?: number }) {
  const now = nowIso();
  return (await tx(scope).topics(q, now, true)).map((r) => adminTopic(r, now));
}

export async function adminTopicDetail(scope: StoreScope, id: number): Promise<AdminTopicDetail> {
  const t = tx(scope);
  const now = nowIso();
  const [[row], productIds] = await Promise.all([t.topics({ id }, now, true), t.topicProductIds(id)]);
  if (!row) throw notFound();
  return { ...adminTopic(row, now), productIds };
}

export async function createTopic(
  scope: StoreScope,
  input: TopicCreateInput,
  audit: AuditTrail,
): Promise<AdminTopicDetail> {
  const t = tx(scope);
  await Promise.all([requireMedia(t, input.mediaId), requireProducts(t, input.productIds)]);
  const { productIds, ...values } = input;
  const logged = audit.item({ created: true, objectName: input.name, after: input });
  const id = await t.insertTopic(values, productIds, [logged]);
  return adminTopicDetail(scope, id);
}

export async function updateTopic(
  scope: StoreScope,
  id: number,
  input: TopicPatchInput,
  audit: AuditTrail,
): Promise<AdminTopicDetail> {
  const t = tx(scope);
  const [[current]] = await Promise.all([
    t.topics({ id }, nowIso()),
    requireMedia(t, input.mediaId),
    requireProducts(t, input.productIds),
  ]);
  if (!current) throw notFound();
  // A patch of one end is checked against the stored other end.
  const startAt = input.startAt !== undefined ? input.startAt : current.topic.startAt;
  const endAt = input.endAt !== undefined ? input.endAt : current.topic.endAt;
  if (startAt && endAt && startAt >= endAt) throw invalid([{ path: "endAt", message: "validation.timeRange" }]);
  const { productIds, ...patch } = input;
  const before = { ...current.topic, ...(productIds ? { productIds: await t.topicProductIds(id) } : {}) };
  const logged = audit.item({ objectId: id, objectName: current.topic.name, before, after: input });
  if (!(await t.updateTopic(id, patch, productIds, [logged]))) throw notFound();
  return adminTopicDetail(scope, id);
}

export async function deleteTopic(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ id: number }> {
  if (!(await tx(scope).deleteTopic(id, [audit.item({ objectId: id })]))) throw notFound();
  return { id };
}
