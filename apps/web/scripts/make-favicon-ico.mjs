// Renders public/favicon.svg at 16, 32 and 48 px in Debian's Chromium and packs the PNGs into public/favicon.ico
// (an ICO whose images are PNG, which every current browser reads). Run: node apps/web/scripts/make-favicon-ico.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const SIZES = [16, 32, 48];

/** Packs PNG images into one ICO file (ICONDIR, one ICONDIRENTRY per image, then the image data). */
function packIco(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // palette colours
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const svg = await readFile(new URL('favicon.svg', publicDir), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const images = [];
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${size}" height="${size}"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    images.push({ size, png: await page.screenshot({ omitBackground: true }) });
    await page.close();
  }
  await writeFile(new URL('favicon.ico', publicDir), packIco(images));
  console.log(`favicon.ico written with ${SIZES.join(', ')} px images`);
} finally {
  await browser.close();
}
