// Demo product and banner pictures, drawn from SVG with sharp (a devDependency): no network, no
// stock photos, and each product gets its own colour and still-life shape so lists look varied.
import sharp from "sharp";

const PALETTES = [
  ["#f6e7d8", "#e3b48a", "#8a5a3b"],
  ["#e4efe9", "#9cc5a1", "#2f6d4f"],
  ["#e8edf6", "#9fb3d9", "#2f4a7a"],
  ["#f7e6ea", "#e3a3b1", "#8c3b52"],
  ["#f3f0e2", "#d8cc8f", "#6f6224"],
  ["#ece7f4", "#b7a6d9", "#4e3b7a"],
  ["#e3f1f3", "#8cc7cf", "#1f6270"],
  ["#f4ebe1", "#cfae8c", "#5d4330"],
];

const SHAPES = {
  mug: (c) =>
    `<rect x="380" y="430" width="380" height="420" rx="48" fill="${c}"/><path d="M760 520 h70 a90 90 0 0 1 0 180 h-70" fill="none" stroke="${c}" stroke-width="44"/>`,
  bottle: (c) =>
    `<rect x="520" y="250" width="160" height="120" rx="24" fill="${c}"/><rect x="440" y="360" width="320" height="540" rx="90" fill="${c}"/>`,
  candle: (c) =>
    `<rect x="420" y="480" width="360" height="420" rx="36" fill="${c}"/><path d="M600 300 C640 360 650 410 600 450 C550 410 560 360 600 300Z" fill="#f2b441"/>`,
  bowl: (c) =>
    `<path d="M330 560 h540 a270 250 0 0 1 -540 0Z" fill="${c}"/><rect x="480" y="800" width="240" height="50" rx="20" fill="${c}"/>`,
  tray: (c) =>
    `<rect x="260" y="600" width="680" height="120" rx="40" fill="${c}"/><circle cx="480" cy="540" r="70" fill="${c}" opacity=".7"/><circle cx="700" cy="520" r="90" fill="${c}" opacity=".55"/>`,
  cloth: (c) =>
    `<path d="M360 360 h480 v420 c-80 60 -160 -40 -240 20 c-80 60 -160 -40 -240 20Z" fill="${c}"/><path d="M360 470 h480" stroke="#fff" stroke-opacity=".5" stroke-width="18"/>`,
  box: (c) =>
    `<rect x="360" y="480" width="480" height="380" rx="20" fill="${c}"/><rect x="330" y="420" width="540" height="110" rx="20" fill="${c}" opacity=".85"/><rect x="570" y="420" width="60" height="440" fill="#fff" opacity=".45"/>`,
  leaf: (c) =>
    `<path d="M600 260 C860 360 900 700 600 900 C300 700 340 360 600 260Z" fill="${c}"/><path d="M600 300 V880" stroke="#fff" stroke-opacity=".55" stroke-width="14"/>`,
};

export const SHAPE_NAMES = Object.keys(SHAPES);

function productSvg(i, shape) {
  const [bg, mid, ink] = PALETTES[i % PALETTES.length];
  const draw = SHAPES[shape] ?? SHAPES.box;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}" stop-opacity=".55"/></linearGradient></defs>
  <rect width="1200" height="1200" fill="url(#g)"/>
  <ellipse cx="600" cy="930" rx="330" ry="40" fill="${ink}" opacity=".12"/>
  ${draw(ink)}
</svg>`;
}

function bannerSvg(i, w = 1920, h = 1080) {
  const [bg, mid, ink] = PALETTES[(i * 3 + 1) % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1920 1080" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="1920" height="1080" fill="url(#g)"/>
  <circle cx="1420" cy="520" r="330" fill="${ink}" opacity=".16"/>
  <circle cx="1560" cy="640" r="190" fill="${ink}" opacity=".22"/>
  <rect x="1080" y="700" width="700" height="60" rx="30" fill="${ink}" opacity=".1"/>
  <path d="M0 900 C480 820 900 1000 1920 860 V1080 H0Z" fill="#fff" opacity=".35"/>
</svg>`;
}

export const productImage = (i, shape) =>
  sharp(Buffer.from(productSvg(i, shape)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();

export const bannerImage = (i, w, h) =>
  sharp(Buffer.from(bannerSvg(i, w, h)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
