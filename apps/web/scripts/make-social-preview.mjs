// Draws public/social-preview.png, the 1200×630 image a link to the site shows when shared (og:image): the night
// sky, moon and mountains of the landing art, the emblem of favicon.svg, the site's name in Cinzel and the landing
// page's subtitle in Inter. The SVG below is rendered by sharp; its text is turned into outlines here (HarfBuzz, with
// the site's own subset fonts from src/styles/fonts), so the image does not depend on the fonts of the machine.
// Run by hand after changing the art, the name or the words, then commit the PNG:
//   node apps/web/scripts/make-social-preview.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..');
const require = createRequire(path.join(webRoot, 'package.json'));
// sharp is the API's (it makes the copies of uploaded images); HarfBuzz and the font converter come with subset-font,
// which scripts/subset-fonts.mjs uses. Borrowed from there, so the web app carries no copy of its own.
const sharp = createRequire(path.resolve(webRoot, '../api/package.json'))('sharp');
const fromSubsetFont = createRequire(require.resolve('subset-font'));
const fontverter = fromSubsetFont('fontverter');
const hb = await import(fromSubsetFont.resolve('harfbuzzjs'));

const WIDTH = 1200;
const HEIGHT = 630;
// The words: the site name (SITE_NAME), the landing page's eyebrow and subtitle (src/i18n/en/main.ts, landing.*).
const NAME = 'AGAIA ONLINE';
const EYEBROW = 'A TERA PRIVATE SERVER';
const TAGLINE = 'Free to play, never pay-to-win.';
const TAGLINE_2 = 'A TERA server built by players, for players.';
// The design tokens' colours (src/styles/tokens.css) and the landing art's sky
// (public/images/landing/welcome-night.svg).
const C = {
  skyTop: '#04060c',
  skyMid: '#0d1a33',
  skyLow: '#1b2a47',
  text: '#e8eaf0',
  muted: '#a2abc0',
  gold: '#f2c970',
  goldDeep: '#c9953a',
  accent: '#e3b458',
  moon: '#fff8e2',
  moonEdge: '#e9d6a6',
  mist: '#9fb4d8',
  ridges: ['#22314f', '#172339', '#0f1829', '#090e19'],
};

/** A font of the site, at a weight of its variable axis, ready to shape and outline. */
async function loadFont(file, weight) {
  const woff2 = fs.readFileSync(path.join(webRoot, 'src/styles/fonts', file));
  const face = new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'truetype')));
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation('wght', weight)]);
  return { font, upem: face.upem };
}

/** The text as outlines: its paths (the baseline's left end at x, y) and its width, `tracking` px between letters. */
function outline({ font, upem }, text, size, tracking = 0) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = size / upem;
  let pen = 0;
  const glyphs = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const d = font.glyphToPath(glyph.codepoint);
    const dx = (pen + (glyph.xOffset ?? 0)) * scale;
    if (d) glyphs.push({ dx, dy: -(glyph.yOffset ?? 0) * scale, d });
    pen += (glyph.xAdvance ?? 0) + tracking / scale;
  }
  const width = pen * scale - tracking;
  const at = (x, y, fill) =>
    `<g fill="${fill}">${glyphs
      .map(
        (g) =>
          `<path transform="translate(${(x + g.dx).toFixed(2)} ${(y + g.dy).toFixed(2)}) scale(${scale} ${-scale})" d="${g.d}"/>`,
      )
      .join('')}</g>`;
  return { width, at };
}

/** A small deterministic random source, so every run draws the same sky. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A mountain ridge across the image: peaks of `height` px around a baseline, with rough edges by chance. */
function ridge(random, base, height, roughness, step = 12) {
  let jitter = 0;
  const phase = random() * Math.PI * 2;
  const points = [];
  for (let x = 0; x <= WIDTH; x += step) {
    jitter += (random() - 0.5) * roughness - jitter * 0.15;
    const peaks = Math.sin(x / 97 + phase) * 0.6 + Math.sin(x / 41 + phase * 2) * 0.4;
    points.push(`L${x} ${Math.round(base - Math.abs(peaks) * height + jitter)}`);
  }
  return `M0 ${HEIGHT} ${points.join(' ')} L${WIDTH} ${HEIGHT} Z`;
}

function stars(random) {
  return Array.from({ length: 170 }, () => {
    const x = (random() * WIDTH).toFixed(0);
    const y = (random() * 430).toFixed(0);
    const r = (0.6 + random() * 1.2).toFixed(1);
    const opacity = [0.35, 0.5, 0.7, 0.9][Math.floor(random() * 4)];
    return `<circle cx="${x}" cy="${y}" r="${r}" opacity="${opacity}"/>`;
  }).join('');
}

// The castle of the landing art, on the middle ridge at the right, with its lit windows.
const CASTLE = `<g transform="translate(395 -88) scale(0.92)">
  <path fill="${C.ridges[2]}" d="M660 633h120v90h-120ZM620 663h40v60h-40ZM780 653h38v70h-38ZM702 553h36v80h-36ZM696 553L720 493L744 553ZM614 663L640 623L666 663ZM774 653L799 611L824 653ZM660 621h14v12h-14ZM686 621h14v12h-14ZM712 621h14v12h-14ZM738 621h14v12h-14ZM764 621h14v12h-14Z"/>
  <g fill="${C.accent}"><rect x="712" y="573" width="6" height="10" rx="2"/><rect x="680" y="653" width="6" height="10" rx="2"/><rect x="740" y="661" width="6" height="10" rx="2"/><rect x="636" y="679" width="6" height="10" rx="2"/><rect x="792" y="673" width="6" height="10" rx="2"/></g>
</g>`;

// favicon.svg's emblem (a ring and an A), drawn 96 px wide.
const EMBLEM = `<g transform="translate(96 72) scale(1.5)">
  <circle cx="32" cy="32" r="26.5" fill="none" stroke="url(#gold)" stroke-width="3.5"/>
  <path d="M32 12 L50 46 H41.5 L32 27.5 L22.5 46 H14 Z" fill="url(#gold)"/>
  <path d="M25.5 39.5 H38.5" stroke="url(#gold)" stroke-width="3.5"/>
</g>`;

async function draw() {
  const cinzel = await loadFont('cinzel-latin-wght-600-700.woff2', 700);
  const interBold = await loadFont('inter-latin-wght-400-600.woff2', 600);
  const inter = await loadFont('inter-latin-wght-400-600.woff2', 400);
  const random = seeded(2025);
  const left = 96;
  const name = outline(cinzel, NAME, 96, 6);
  const nameSize = name.width > 720 ? (96 * 720) / name.width : 96;
  const title = nameSize === 96 ? name : outline(cinzel, NAME, nameSize, 6);
  // Baselines, top to bottom, under the emblem.
  const y = { eyebrow: 222, title: 318, tagline: 382, tagline2: 424 };

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.skyTop}"/><stop offset=".55" stop-color="${C.skyMid}"/><stop offset="1" stop-color="${C.skyLow}"/>
    </linearGradient>
    <radialGradient id="halo" cx="930" cy="170" r="330" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#f2e6c4" stop-opacity=".35"/><stop offset=".35" stop-color="${C.accent}" stop-opacity=".12"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="moon" cx=".4" cy=".4" r=".7"><stop offset="0" stop-color="${C.moon}"/><stop offset="1" stop-color="${C.moonEdge}"/></radialGradient>
    <linearGradient id="mist" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.mist}" stop-opacity="0"/><stop offset=".5" stop-color="${C.mist}"/><stop offset="1" stop-color="${C.mist}" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.gold}"/><stop offset="1" stop-color="${C.goldDeep}"/></linearGradient>
    <linearGradient id="titleGold" x1="0" y1="${y.title - nameSize * 0.7}" x2="0" y2="${y.title}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${C.gold}"/><stop offset="1" stop-color="${C.goldDeep}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${C.skyTop}" stop-opacity=".7"/><stop offset=".62" stop-color="${C.skyTop}" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <g fill="${C.text}">${stars(random)}</g>
  <circle cx="930" cy="170" r="330" fill="url(#halo)"/>
  <circle cx="930" cy="170" r="64" fill="url(#moon)"/>
  <g fill="#d8c491" opacity=".35"><circle cx="909" cy="156" r="11"/><circle cx="951" cy="191" r="8"/><circle cx="941" cy="145" r="5"/></g>
  <path fill="${C.ridges[0]}" d="${ridge(random, 470, 70, 10)}"/>
  <rect y="380" width="${WIDTH}" height="130" fill="url(#mist)" opacity=".3"/>
  <path fill="${C.ridges[1]}" d="${ridge(random, 530, 55, 8)}"/>
  ${CASTLE}
  <path fill="${C.ridges[2]}" d="${ridge(random, 570, 30, 6)}"/>
  <rect y="520" width="${WIDTH}" height="110" fill="url(#mist)" opacity=".18"/>
  <path fill="${C.ridges[3]}" d="${ridge(random, 615, 24, 5)}"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
  ${EMBLEM}
  ${outline(interBold, EYEBROW, 20, 5).at(left, y.eyebrow, C.accent)}
  ${title.at(left - 4, y.title, 'url(#titleGold)')}
  ${outline(inter, TAGLINE, 34).at(left, y.tagline, C.text)}
  ${outline(inter, TAGLINE_2, 24).at(left, y.tagline2, C.muted)}
</svg>`;
}

const svg = await draw();
const out = path.join(webRoot, 'public/social-preview.png');
const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, dither: 1 }).toFile(out);
console.log(
  `${path.relative(process.cwd(), out)}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`,
);
