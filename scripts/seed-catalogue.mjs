// Fills a demo store's catalogue through its own admin API (as an admin would in the back office):
// categories, tags, topics, products with pictures and stock, banners, a page and articles.
// Idempotent: a store that already has products is left as it is.
import http from "node:http";
import { bannerImage, productImage } from "./demo-images.mjs";

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

export async function seedCatalogue(base, demo, catalogue) {
  const api = storeClient(base, demo.host);
  const login = await api.json("POST", "/api/auth/login", { email: demo.admin.email, password: demo.admin.password });
  api.setToken(login.accessToken);
  const existing = await api.json("GET", "/api/admin/products?limit=1");
  if ((existing.total ?? existing.items?.length ?? 0) > 0) return { created: false };

  const categoryIds = new Map();
  const addCategories = async (nodes, parentId = null) => {
    for (const [sort, node] of nodes.entries()) {
      const id = idOf(
        await api.json("POST", "/api/admin/product/categories", {
          name: node.name,
          ...(parentId ? { parentId } : {}),
          sort: nodes.length - sort,
          isDisplay: true,
        }),
      );
      categoryIds.set(node.key, id);
      if (node.children) await addCategories(node.children, id);
    }
  };
  await addCategories(catalogue.categories);

  const tagIds = new Map();
  for (const tag of catalogue.tags) {
    const id = idOf(
      await api.json("POST", "/api/admin/product/tags", {
        name: tag.name,
        isOnlyForAdmin: Boolean(tag.isOnlyForAdmin),
      }),
    );
    tagIds.set(tag.key, id);
  }

  const productIds = [];
  for (const [i, p] of catalogue.products.entries()) {
    const created = await api.json("POST", "/api/admin/products", {
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
    });
    const productId = idOf(created);
    productIds.push(productId);
    await api.form(
      "/api/admin/product/media",
      { productId: String(productId), type: "PRODUCT", sort: "0" },
      { field: "media", name: `product-${productId}.jpg`, type: "image/jpeg", data: await productImage(i, p.shape) },
    );
  }

  for (const topic of catalogue.topics) {
    await api.json("POST", "/api/admin/product/topics", {
      name: topic.name,
      description: topic.description,
      isDisplay: true,
      productIds: productIds.filter((_, i) => topic.pick(i)),
    });
  }

  for (const [order, b] of catalogue.banners.entries()) {
    const media = [];
    for (let n = 0; n < (b.images ?? 0); n++) {
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
    await api.json("POST", "/api/admin/setting/banner", {
      type: b.type,
      displayType: b.type === "PICTURE" ? "BANNER" : "PRODUCT_TOPIC",
      title: b.title,
      sort: catalogue.banners.length - order,
      isShow: true,
      ...(b.amount ? { amount: b.amount } : {}),
      ...(media.length ? { media } : {}),
    });
  }

  for (const page of catalogue.pages) await api.json("POST", "/api/admin/setting/pages", { ...page, isDisplay: true });
  if (catalogue.articleCategory) {
    const categoryId = idOf(
      await api.json("POST", "/api/admin/article/categories", { name: catalogue.articleCategory }),
    );
    for (const [i, a] of catalogue.articles.entries()) {
      await api.json("POST", "/api/admin/articles", {
        ...a,
        categoryId,
        isDisplay: true,
        productIds: productIds.slice(i * 3, i * 3 + 3),
      });
    }
  }
  return { created: true, products: productIds.length };
}
