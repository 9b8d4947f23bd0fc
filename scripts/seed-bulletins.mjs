// Demo bulletins (issue 28 §6): the head store's categories and bulletins to its branches, and one
// system notice from the operator to every store. Idempotent per item: each is known by its name or
// title, what exists is kept, what is missing is added.
import { existing } from "./seed-catalogue.mjs";

const CATEGORIES = [
  { name: "活動", sort: 20 },
  { name: "出貨", sort: 10 },
];
const BULLETINS = [
  {
    title: "年終檔期：全館滿 NT$2,000 折 NT$200",
    category: "活動",
    isTop: true,
    content:
      "<p>12 月 15 日起至月底，總店與各分店同步推出滿額折扣。</p><p>分店頁面的橫幅會自動更新，不需要另外設定。</p>",
  },
  {
    title: "連假出貨時間調整",
    category: "出貨",
    content: "<p>元旦連假期間（1/1–1/3）暫停出貨，1/4 起依下單順序寄出。</p>",
  },
  {
    title: "新品上架：森林系列香氛",
    category: null,
    content: "<p>森林系列三款香氛已上架，分店可在「分店商品」中開放販售。</p>",
  },
];
export const SYSTEM_NOTICE = {
  title: "系統維護通知：12 月 20 日凌晨 2:00–4:00",
  content: "<p>平台將進行例行維護，期間後台與商店可能短暫無法使用，造成不便敬請見諒。</p>",
  isTop: true,
};

/** The head store's bulletin categories and bulletins, through its admin API. */
export async function seedBulletins(api) {
  let added = 0;
  const cats = await existing(api, "/api/admin/bulletin/categories");
  const ids = new Map([...cats].map(([name, c]) => [name, c.id]));
  for (const c of CATEGORIES) {
    if (ids.has(c.name)) continue;
    const made = await api.json("POST", "/api/admin/bulletin/categories", { ...c, isDisplay: true });
    ids.set(c.name, made.id);
    added++;
  }
  const have = await existing(api, "/api/admin/bulletins", "title");
  for (const [i, b] of BULLETINS.entries()) {
    if (have.has(b.title)) continue;
    const { category, ...rest } = b;
    await api.json("POST", "/api/admin/bulletins", {
      ...rest,
      categoryId: category ? (ids.get(category) ?? null) : null,
      sort: BULLETINS.length - i,
    });
    added++;
  }
  return { added };
}

/** The operator's notice to every store, unless a store's admin already reads one of that title. */
export async function seedSystemNotice(operatorCall, api) {
  const have = await existing(api, "/api/storefleet/bulletins", "title");
  if (have.has(SYSTEM_NOTICE.title)) return { added: 0 };
  const r = await operatorCall("POST", "/operator/bulletins", SYSTEM_NOTICE);
  if (r.status !== 201) throw new Error(`system notice: ${JSON.stringify(r.body)}`);
  return { added: 1 };
}
