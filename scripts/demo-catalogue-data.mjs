// What the demo stores sell. Prices are NT$ (converted to minor units when seeded).
// shop-a is a lifestyle select shop with enough products for a 20-product swiper and a 32-product
// waterfall (the benchmark's home page); shop-b sells a different, smaller range so that tests can
// tell the two hosts apart.

const A_CATEGORIES = [
  {
    key: "kitchen",
    name: "廚房餐具",
    children: [
      { key: "cups", name: "杯具", children: [{ key: "mugs", name: "馬克杯" }] },
      { key: "plates", name: "碗盤" },
    ],
  },
  { key: "home", name: "居家香氛", children: [{ key: "candles", name: "香氛蠟燭" }] },
  { key: "textile", name: "生活織品" },
  { key: "tea", name: "茶與咖啡" },
];

const A_BASE = [
  ["陶瓷手作馬克杯", "mug", "mugs", 680],
  ["霧面白瓷咖啡杯", "mug", "mugs", 520],
  ["玻璃冷泡水瓶", "bottle", "cups", 450],
  ["不鏽鋼保溫隨行瓶", "bottle", "cups", 890],
  ["大豆蠟香氛蠟燭・檜木", "candle", "candles", 780],
  ["大豆蠟香氛蠟燭・白茶", "candle", "candles", 780],
  ["手拉坯飯碗", "bowl", "plates", 420],
  ["粗陶湯碗", "bowl", "plates", 560],
  ["胡桃木托盤", "tray", "home", 1280],
  ["竹編收納托盤", "tray", "home", 690],
  ["亞麻餐墊兩入", "cloth", "textile", 590],
  ["棉麻工作圍裙", "cloth", "textile", 1180],
  ["有機高山烏龍茶禮盒", "box", "tea", 1680],
  ["手沖咖啡入門組", "box", "tea", 2380],
  ["日曬耶加雪菲咖啡豆", "leaf", "tea", 520],
  ["桂花蜜香紅茶", "leaf", "tea", 480],
];
const EDITIONS = ["", "・灰藍", "・奶茶", "・墨綠"];

export function catalogueA() {
  const products = [];
  for (let e = 0; e < EDITIONS.length; e++) {
    for (const [name, shape, category, price] of A_BASE) {
      const i = products.length;
      products.push({
        name: `${name}${EDITIONS[e]}`,
        shape,
        category,
        price: price + e * 30,
        // Every third product is on sale; every fourth has a subscription price.
        specialPrice: i % 3 === 0 ? Math.round((price * 0.85) / 10) * 10 : 0,
        subscriptionPrice: shape === "leaf" || shape === "box" ? Math.round((price * 0.9) / 10) * 10 : 0,
        paymentPlan: shape === "leaf" ? "NORMAL_AND_SUBSCRIPTION" : "NORMAL",
        tags: i % 5 === 0 ? ["new"] : i % 7 === 0 ? ["hot"] : [],
        specs: shape === "mug" || shape === "cloth" ? ["S", "M", "L"] : [],
        stock: i % 11 === 10 ? 0 : 20 + (i % 9) * 5,
        maxQuantityPerOrder: shape === "box" ? 5 : 0,
      });
    }
  }
  return {
    categories: A_CATEGORIES,
    tags: [
      { key: "new", name: "新品" },
      { key: "hot", name: "熱銷" },
      { key: "staff", name: "店長私藏", isOnlyForAdmin: true },
    ],
    topics: [{ name: "冬季暖心選物", description: "為寒冷的日子挑選的溫暖小物。", pick: (i) => i % 4 === 0 }],
    products,
    banners: [
      { type: "PICTURE", title: "晨光選物・冬季新品", images: 2, link: "/new-products/all/all" },
      { type: "PRODUCT_SWIPER", title: "本週熱銷", amount: 20 },
      { type: "PRODUCT_WATERFALL", title: "全部商品", amount: 32 },
    ],
    pages: [
      {
        title: "關於晨光選物",
        content:
          "<p>晨光選物成立於台北，挑選日常裡用得久、看得順眼的器物。</p><p>每件商品都經過店長親自試用，歡迎來信與我們分享使用心得。</p>",
      },
    ],
    articles: [
      {
        name: "手沖咖啡的五個入門步驟",
        summary: "從磨豆到注水，在家也能沖出好喝的咖啡。",
        content:
          "<h2>準備器具</h2><p>濾杯、濾紙、手沖壺與新鮮烘焙的咖啡豆。</p><h2>注水</h2><p>先悶蒸 30 秒，再分三段注水。</p>",
      },
      {
        name: "香氛蠟燭的保養方法",
        summary: "第一次點燃就決定了蠟燭的壽命。",
        content: "<p>第一次點燃時，請讓表面完全融化再熄滅，可以避免燭芯下陷。</p>",
      },
    ],
    articleCategory: "生活提案",
  };
}

export function catalogueB() {
  const items = [
    ["森林精油・扁柏", "bottle", 980],
    ["森林精油・肖楠", "bottle", 1080],
    ["登山保溫壺", "bottle", 1280],
    ["原木砧板", "tray", 1580],
    ["帆布野餐墊", "cloth", 1380],
    ["林間香氛蠟燭", "candle", 880],
    ["野營琺瑯碗", "bowl", 620],
    ["森林茶包禮盒", "box", 760],
    ["手工木湯匙", "leaf", 320],
    ["露營馬克杯", "mug", 540],
    ["天然植物皂", "box", 280],
    ["苔蘚微景觀瓶", "leaf", 1680],
  ];
  return {
    categories: [{ key: "forest", name: "森林生活", children: [{ key: "outdoor", name: "戶外用品" }] }],
    tags: [{ key: "new", name: "新品" }],
    topics: [{ name: "森林裡的週末", description: "帶上這些，週末就往山裡走。", pick: (i) => i % 3 === 0 }],
    products: [
      ...items.map(([name, shape, price], i) => ({
        name,
        shape,
        category: i % 2 ? "outdoor" : "forest",
        price,
        specialPrice: i % 4 === 0 ? Math.round((price * 0.9) / 10) * 10 : 0,
        subscriptionPrice: 0,
        paymentPlan: "NORMAL",
        tags: i < 3 ? ["new"] : [],
        specs: [],
        stock: 30,
        maxQuantityPerOrder: 0,
      })),
      // The head store's subscription product, so its demo member has a subscription to show.
      {
        name: "森林茶包定期配",
        shape: "box",
        category: "forest",
        price: 720,
        specialPrice: 0,
        subscriptionPrice: 650,
        paymentPlan: "NORMAL_AND_SUBSCRIPTION",
        tags: [],
        specs: [],
        stock: 200,
        maxQuantityPerOrder: 0,
      },
    ],
    banners: [
      { type: "PICTURE", title: "走進森林", images: 1, link: "/new-products/all/all" },
      { type: "PRODUCT_SWIPER", title: "森林精選", amount: 20 },
    ],
    pages: [{ title: "關於森林總店", content: "<p>森林總店與台灣各地的小農、木工職人合作。</p>" }],
    articles: [
      {
        name: "第一次露營就上手",
        summary: "從保溫壺到野餐墊，森林總店的露營清單。",
        content:
          "<h2>出發前</h2><p>確認天氣與營地規定，帶上保溫壺與足夠的水。</p><h2>到營地</h2><p>先鋪野餐墊，再整理炊具。</p>",
      },
      {
        name: "精油的三種日常用法",
        summary: "擴香、按摩與清潔，扁柏與肖楠各有所長。",
        content: "<p>扁柏適合擴香，肖楠溫潤適合調和按摩油；稀釋後也能擦拭木質家具。</p>",
      },
    ],
    articleCategory: "森林日誌",
  };
}
