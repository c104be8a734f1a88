// Writes the site's two web fonts into src/styles/fonts: Inter (body, weights 400-600) and Cinzel (headings,
// 600-700), each one variable WOFF2 cut to the characters the site's languages use and to the weights its tokens
// name. Two files of about 49 KB instead of five of about 107 KB, on the path of every first paint.
// Run by hand after changing a font package, a weight in tokens.css or the characters below, then commit the output:
//   npm run fonts -w apps/web
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/styles/fonts');

// Basic Latin and Latin-1 (English and Portuguese), and the punctuation the texts use. styles/fonts.css declares the
// same set as each face's unicode-range: any other character comes from the fallback font.
const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];
const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const FONTS = [
  {
    packageJson: require.resolve('@fontsource-variable/inter/package.json'),
    file: 'inter-latin-wght-normal.woff2',
    wght: [400, 600],
    name: 'inter',
  },
  {
    packageJson: require.resolve('@fontsource-variable/cinzel/package.json'),
    file: 'cinzel-latin-wght-normal.woff2',
    wght: [600, 700],
    name: 'cinzel',
  },
];

fs.mkdirSync(out, { recursive: true });
for (const font of FONTS) {
  const dir = path.dirname(font.packageJson);
  const source = fs.readFileSync(path.join(dir, 'files', font.file));
  const [min, max] = font.wght;
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min, max } },
  });
  const target = `${font.name}-latin-wght-${min}-${max}.woff2`;
  fs.writeFileSync(path.join(out, target), subset);
  // The SIL Open Font License travels with the font.
  fs.copyFileSync(path.join(dir, 'LICENSE'), path.join(out, `${font.name}-LICENSE.txt`));
  console.log(`${target}: ${source.length} → ${subset.length} bytes`);
}
