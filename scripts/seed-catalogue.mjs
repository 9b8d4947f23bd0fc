// Fills a demo store's catalogue through its own admin API (as an admin would in the back office):
// categories, tags, topics, products with pictures and stock, banners, a page and articles.
// Idempotent per item: what exists (by name or title) is kept, what is missing is added.
import http from "node:http";
import { bannerImage, productImage } from "./demo-images.mjs";
import { noteAnswer } from "./seed-progress.mjs";

const toMinor = (ntd) => Math.round(ntd * 100);

/** A request to one store's API on 127.0.0.1 with its Host header (Node can't resolve *.localhost). */
export function storeClient(base, host) {
  const { hostname, port } = new URL(base);
  let token = null;
  const send = (method, path, body, contentType) =>
    new Promise((resolve, reject) => {
      const headers = { host: `${host}:${port}` };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body) {
        headers["content-type"] = contentType;
        headers["content-length"] = Buffer.byteLength(body);
      }
      const req = http.request({ host: hostname, port, method, path, headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          noteAnswer();
          const text = Buffer.concat(chunks).toString("utf8");
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            return reject(new Error(`${method} ${path} (${host}) → HTTP ${res.statusCode}: ${text.slice(0, 300)}`));
          }
          if (res.statusCode !== 200 || json.code !== 0)
            return reject(new Error(`${method} ${path} (${host}) → HTTP ${res.statusCode}: ${text.slice(0, 600)}`));
          resolve(json.data);
        });
      });
      req.setTimeout(60_000, () => req.destroy(new Error(`timeout ${method} ${path}`)));
      req.on("error", reject);
      if (body) req.write(body);
      req.end();
    });
  return {
    setToken: (t) => {
      token = t;
    },
    json: (method, path, data) =>
      send(method, path, data === undefined ? undefined : JSON.stringify(data), "application/json"),
    /** multipart/form-data with string fields and one file field. */
    form(path, fields, file) {
      const boundary = `----storefleet${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
      const parts = [];
      for (const [k, v] of Object.entries(fields))
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      );
      return send("POST", path, Buffer.concat(parts), `multipart/form-data; boundary=${boundary}`);
    },
  };
}

const idOf = (data) => data?.id ?? data?.data?.id;

/** The rows of an admin list answer, whatever its envelope ({data}, {items} or an array). */
export const rowsOf = (data) => (Array.isArray(data) ? data : (data?.data ?? data?.items ?? []));

/** What a list already holds, by a key of its rows (name, title): the seed adds only what is missing. */
export async function existing(api, path, key = "name") {
  const rows = rowsOf(await api.json("GET", path));
  const flat = [];
  const walk = (list) => {
    for (const r of list) {
      flat.push(r);
      if (Array.isArray(r.children)) walk(r.children);
    }
  };
  walk(rows);
  return new Map(flat.map((r) => [r[key], r]));
}

/** A store client signed in as `who` (once: sign-in is rate limited per account, and e2e signs in too). */
export async function signedIn(base, host, who) {
  const api = storeClient(base, host);
  const login = await api.json("POST", "/api/auth/login", { email: who.email, password: who.password });
  api.setToken(login.accessToken);
  return api;
}

// Each item is looked up before it is made, so a start that was stopped halfway through seeding is
// completed by the next one instead of leaving the store half-filled (issue 28 §6).
export async function seedCatalogue(api, demo, catalogue) {
  let added = 0;

  const haveCategories = await existing(api, "/api/admin/product/categories");
  const categoryIds = new Map();
  const addCategories = async (nodes, parentId = null) => {
    for (const [sort, node] of nodes.entries()) {
      let id = haveCategories.get(node.name)?.id;
      if (!id) {
        id = idOf(
          await api.json("POST", "/api/admin/product/categories", {
            name: node.name,
            ...(parentId ? { parentId } : {}),
            sort: nodes.length - sort,
            isDisplay: true,
          }),
        );
        added++;
      }
      categoryIds.set(node.key, id);
      if (node.children) await addCategories(node.children, id);
    }
  };
  await addCategories(catalogue.categories);

  const haveTags = await existing(api, "/api/admin/product/tags?limit=100");
  const tagIds = new Map();
  for (const tag of catalogue.tags) {
    let id = haveTags.get(tag.name)?.id;
    if (!id) {
      id = idOf(
        await api.json("POST", "/api/admin/product/tags", {
          name: tag.name,
          isOnlyForAdmin: Boolean(tag.isOnlyForAdmin),
        }),
      );
      added++;
    }
    tagIds.set(tag.key, id);
  }

  const haveProducts = await existing(api, "/api/admin/products?limit=100");
  const productIds = [];
  for (const [i, p] of catalogue.products.entries()) {
    const found = haveProducts.get(p.name);
    let productId = found?.id;
    if (!productId) {
      productId = idOf(
        await api.json("POST", "/api/admin/products", {
          name: p.name,
          summary: `${p.name}，${demo.name}嚴選。`,
          description: `<p>${p.name}由${demo.name}精選，適合日常使用。</p><ul><li>台灣出貨</li><li>七天鑑賞期</li></ul>`,
          paymentPlan: p.paymentPlan,
          price: toMinor(p.price),
          specialPrice: toMinor(p.specialPrice),
          subscriptionPrice: toMinor(p.subscriptionPrice),
          ...(p.paymentPlan.includes("SUBSCRIPTION") ? { subscriptionCycles: [1, 2, 3] } : {}),
          isDisplay: true,
          isSaleable: true,
          maxQuantityPerOrder: p.maxQuantityPerOrder,
          categoryIds: [categoryIds.get(p.category)].filter(Boolean),
          tagIds: p.tags.map((t) => tagIds.get(t)).filter(Boolean),
          // Newer products sort first in lists by default.
          sort: i,
          stocks: p.specs.length ? p.specs.map((spec) => ({ spec, stock: p.stock })) : [{ spec: "", stock: p.stock }],
        }),
      );
      added++;
    }
    productIds.push(productId);
    if (!found?.media) {
      await api.form(
        "/api/admin/product/media",
        { productId: String(productId), type: "PRODUCT", sort: "0" },
        { field: "media", name: `product-${productId}.jpg`, type: "image/jpeg", data: await productImage(i, p.shape) },
      );
    }
  }

  const haveTopics = await existing(api, "/api/admin/product/topics?limit=100");
  for (const topic of catalogue.topics) {
    if (haveTopics.has(topic.name)) continue;
    await api.json("POST", "/api/admin/product/topics", {
      name: topic.name,
      description: topic.description,
      isDisplay: true,
      productIds: productIds.filter((_, i) => topic.pick(i)),
    });
    added++;
  }

  const haveBanners = await existing(api, "/api/admin/setting/banner", "title");
  for (const [order, b] of catalogue.banners.entries()) {
    if (haveBanners.has(b.title)) continue;
    await api.json("POST", "/api/admin/setting/banner", {
      type: b.type,
      displayType: b.type === "PICTURE" ? "BANNER" : "PRODUCT_TOPIC",
      title: b.title,
      sort: catalogue.banners.length - order,
      isShow: true,
      ...(b.amount ? { amount: b.amount } : {}),
      ...(b.images ? { media: await bannerMedia(api, b, order) } : {}),
    });
    added++;
  }

  const havePages = await existing(api, "/api/admin/setting/pages", "title");
  for (const page of catalogue.pages) {
    if (havePages.has(page.title)) continue;
    await api.json("POST", "/api/admin/setting/pages", { ...page, isDisplay: true });
    added++;
  }
  if (catalogue.articleCategory) {
    const haveCategory = await existing(api, "/api/admin/article/categories");
    let categoryId = haveCategory.get(catalogue.articleCategory)?.id;
    if (!categoryId) {
      categoryId = idOf(await api.json("POST", "/api/admin/article/categories", { name: catalogue.articleCategory }));
      added++;
    }
    const haveArticles = await existing(api, "/api/admin/articles?limit=100");
    for (const [i, a] of catalogue.articles.entries()) {
      if (haveArticles.has(a.name)) continue;
      await api.json("POST", "/api/admin/articles", {
        ...a,
        categoryId,
        isDisplay: true,
        productIds: productIds.slice(i * 3, i * 3 + 3),
      });
      added++;
    }
  }
  return { created: added > 0, added, products: productIds.length, productIds };
}

/** A picture banner's desktop and phone images, uploaded as the banner is made. */
async function bannerMedia(api, b, order) {
  const media = [];
  for (let n = 0; n < b.images; n++) {
    const desktop = await api.form(
      "/api/admin/media",
      { type: "BANNER" },
      { field: "media", name: `banner-${order}-${n}.jpg`, type: "image/jpeg", data: await bannerImage(order + n) },
    );
    media.push({ mediaId: idOf(desktop), type: "BANNER", link: b.link ?? null, sort: b.images - n });
    const phone = await api.form(
      "/api/admin/media",
      { type: "BANNER_PHONE" },
      {
        field: "media",
        name: `banner-${order}-${n}-phone.jpg`,
        type: "image/jpeg",
        data: await bannerImage(order + n, 800, 1200),
      },
    );
    media.push({ mediaId: idOf(phone), type: "BANNER_PHONE", link: b.link ?? null, sort: b.images - n });
  }
  return media;
}
