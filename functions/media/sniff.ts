// What an uploaded file really is, read from its bytes: the name and the client's content-type
// are not trusted. Dimensions and animation come from the headers alone (no decode), so a file
// is refused before any R2 write or Images call, and animated images can skip resizing.

export type ImageMime = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

export type Sniffed = {
  mime: ImageMime;
  /** As displayed: a JPEG's EXIF orientation 5–8 swaps the stored width and height. */
  width: number;
  height: number;
  isAnimated: boolean;
};

const ascii = (b: Uint8Array, at: number, s: string) => {
  if (at + s.length > b.length) return false;
  for (let i = 0; i < s.length; i++) if (b[at + i] !== s.charCodeAt(i)) return false;
  return true;
};
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;

/** The image, or null when the bytes are not a complete-enough JPEG, PNG, WebP or GIF header. */
export function sniffImage(b: Uint8Array): Sniffed | null {
  const r =
    b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff
      ? jpeg(b)
      : ascii(b, 0, "\x89PNG\r\n\x1a\n")
        ? png(b)
        : ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP")
          ? webp(b)
          : ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a")
            ? gif(b)
            : null;
  return r && r.width > 0 && r.height > 0 ? r : null;
}

// SOF markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Uint8Array): Sniffed | null {
  let at = 2;
  let orientation = 1;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // no length field
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // image data before any frame header
    const len = u16be(b, at + 2);
    if (len < 2) return null;
    const seg = at + 4;
    if (marker === 0xe1 && ascii(b, seg, "Exif\0\0")) orientation = exifOrientation(b, seg + 6, at + 2 + len);
    if (isSof(marker)) {
      if (seg + 5 > b.length) return null;
      const height = u16be(b, seg + 1);
      const width = u16be(b, seg + 3);
      const swap = orientation >= 5 && orientation <= 8;
      return { mime: "image/jpeg", width: swap ? height : width, height: swap ? width : height, isAnimated: false };
    }
    at += 2 + len;
  }
  return null;
}

/** TIFF IFD0 tag 0x0112; 1 (as stored) when absent or unreadable. */
function exifOrientation(b: Uint8Array, tiff: number, end: number): number {
  const le = ascii(b, tiff, "II");
  if (!le && !ascii(b, tiff, "MM")) return 1;
  const r16 = (at: number) => (le ? u16le(b, at) : u16be(b, at));
  const r32 = (at: number) => (le ? u32le(b, at) : u32be(b, at));
  const ifd = tiff + r32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const count = r16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (r16(entry) === 0x0112) {
      const v = r16(entry + 8);
      return v >= 1 && v <= 8 ? v : 1;
    }
  }
  return 1;
}

function png(b: Uint8Array): Sniffed | null {
  if (!ascii(b, 12, "IHDR") || b.length < 24) return null;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  // APNG: an acTL chunk before the first IDAT.
  let at = 8;
  let isAnimated = false;
  while (at + 8 <= b.length) {
    if (ascii(b, at + 4, "IDAT")) break;
    if (ascii(b, at + 4, "acTL")) {
      isAnimated = true;
      break;
    }
    at += 12 + u32be(b, at); // length, type, data, crc
  }
  return { mime: "image/png", width, height, isAnimated };
}

function webp(b: Uint8Array): Sniffed | null {
  const mime = "image/webp";
  if (ascii(b, 12, "VP8X") && b.length >= 30) {
    const animated = ((b[20] ?? 0) & 0x02) !== 0;
    return { mime, width: u24le(b, 24) + 1, height: u24le(b, 27) + 1, isAnimated: animated };
  }
  if (ascii(b, 12, "VP8 ") && b.length >= 30) {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { mime, width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff, isAnimated: false };
  }
  if (ascii(b, 12, "VP8L") && b.length >= 25) {
    if (b[20] !== 0x2f) return null;
    const bits = u32le(b, 21);
    return { mime, width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, isAnimated: false };
  }
  return null;
}

/** Animated means more than one image descriptor; counting stops at two. */
function gif(b: Uint8Array): Sniffed | null {
  if (b.length < 13) return null;
  const width = u16le(b, 6);
  const height = u16le(b, 8);
  const flags = b[10] ?? 0;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const skipSubBlocks = () => {
    while (at < b.length) {
      const n = b[at] ?? 0;
      at += 1 + n;
      if (n === 0) return;
    }
  };
  let images = 0;
  while (at < b.length && images < 2) {
    const block = b[at];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      at += 2; // introducer and label
      skipSubBlocks();
    } else if (block === 0x2c) {
      images += 1;
      const local = b[at + 9] ?? 0;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else return images ? { mime: "image/gif", width, height, isAnimated: false } : null;
  }
  if (!images) return null;
  return { mime: "image/gif", width, height, isAnimated: images > 1 };
}
