/**
 * Where an uploaded image ends by its own format, and whether it carries blocks no picture needs. Bytes after the end
 * (a polyglot's second file: a ZIP, a script, an HTML page) are cut off before the image is stored; comment and
 * unknown blocks make media.ts write the picture again without them. Walking the blocks reads no pixel, so it costs
 * nothing next to a decode, and an image holding only what it needs is stored as it came (lossless, and no AVIF or
 * JPEG encoder run that would take seconds).
 */
export type ImageStructure = {
  /** The length of the image proper: every byte from here on is not part of it. */
  end: number;
  /** True when the image has blocks beyond what the picture needs (comments, unknown chunks or segments). */
  hasExtraBlocks: boolean;
};

type Walk = (bytes: Buffer) => ImageStructure | undefined;

// PNG chunks a picture may need; any other (tEXt, zTXt, iTXt, eXIf, tIME, private ones) is extra.
const PNG_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'pHYs',
]);
// PNG's animated extension (APNG): frames are part of the picture.
for (const chunk of ['acTL', 'fcTL', 'fdAT', 'bKGD', 'cICP']) PNG_CHUNKS.add(chunk);

const walkPng: Walk = (bytes) => {
  let hasExtraBlocks = false;
  for (let at = 8; at + 12 <= bytes.length; ) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    const next = at + 12 + bytes.readUInt32BE(at);
    if (next > bytes.length) return undefined;
    if (!PNG_CHUNKS.has(type)) hasExtraBlocks = true;
    if (type === 'IEND') return { end: next, hasExtraBlocks };
    at = next;
  }
  return undefined;
};

/** Skips GIF data sub-blocks from `at`; answers where the terminator ends. */
function skipSubBlocks(bytes: Buffer, from: number): number | undefined {
  let at = from;
  while (at < bytes.length) {
    const size = bytes[at] ?? 0;
    if (size === 0) return at + 1;
    at += size + 1;
  }
  return undefined;
}

const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

const walkGif: Walk = (bytes) => {
  let hasExtraBlocks = false;
  let at: number | undefined = 13 + colourTable(bytes[10] ?? 0);
  while (at !== undefined && at < bytes.length) {
    const block: number = bytes[at] ?? 0;
    if (block === 0x3b) return { end: at + 1, hasExtraBlocks };
    if (block === 0x21) {
      const label = bytes[at + 1];
      // Graphic control (timing, transparency) and application blocks (the loop count) belong to an animation.
      if (label !== 0xf9 && label !== 0xff) hasExtraBlocks = true;
      at = skipSubBlocks(bytes, at + 2);
    } else if (block === 0x2c) {
      at = skipSubBlocks(bytes, at + 10 + colourTable(bytes[at + 9] ?? 0) + 1);
    } else return undefined;
  }
  return undefined;
};

// JPEG segments a picture may need: JFIF (APP0), the colour profile (APP2) and Adobe's colour transform (APP14);
// every other APPn (EXIF, XMP, IPTC, vendors') and comments (COM) are extra.
const JPEG_APP_KEPT = new Set([0xe0, 0xe2, 0xee]);

const walkJpeg: Walk = (bytes) => {
  let hasExtraBlocks = false;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return { end: at + 2, hasExtraBlocks };
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return undefined;
    if (marker === 0xfe || (marker >= 0xe1 && marker <= 0xef && !JPEG_APP_KEPT.has(marker)))
      hasExtraBlocks = true;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker: 0xFF followed by neither 0x00 (a stuffed byte) nor a restart.
      while (at + 1 < bytes.length) {
        const next = bytes[at + 1] ?? 0;
        if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        at += 1;
      }
    }
  }
  return undefined;
};

const WEBP_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

const walkWebp: Walk = (bytes) => {
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) return undefined;
  let hasExtraBlocks = false;
  let at = 12;
  for (; at + 8 <= end; at += 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2)) {
    if (!WEBP_CHUNKS.has(bytes.toString('latin1', at, at + 4))) hasExtraBlocks = true;
  }
  return at === end ? { end, hasExtraBlocks } : undefined;
};

// AVIF (ISO BMFF) top-level boxes a picture may need; free space, uuid and unknown boxes are extra.
const AVIF_BOXES = new Set(['ftyp', 'meta', 'mdat', 'moov', 'moof', 'mfra', 'sidx', 'styp']);

const walkAvif: Walk = (bytes) => {
  let hasExtraBlocks = false;
  let at = 0;
  while (at + 8 <= bytes.length) {
    const declared = bytes.readUInt32BE(at);
    const size =
      declared === 1 ? Number(bytes.readBigUInt64BE(at + 8)) : declared === 0 ? bytes.length - at : declared;
    if (size < 8 || at + size > bytes.length) return undefined;
    if (!AVIF_BOXES.has(bytes.toString('latin1', at + 4, at + 8))) hasExtraBlocks = true;
    at += size;
  }
  // Boxes run to the end of the file: whatever follows the last one is read as a box, so nothing trails.
  return at === bytes.length ? { end: at, hasExtraBlocks } : undefined;
};

const WALKS: Record<string, Walk> = {
  'image/png': walkPng,
  'image/gif': walkGif,
  'image/jpeg': walkJpeg,
  'image/webp': walkWebp,
  'image/avif': walkAvif,
};

/** The structure of an image of the given type; undefined when its blocks run past the file (cut short, or forged). */
export function imageStructure(bytes: Buffer, type: string): ImageStructure | undefined {
  try {
    return WALKS[type]?.(bytes);
  } catch {
    // A length field pointing outside the buffer makes a read throw: the same as running past the file.
    return undefined;
  }
}
