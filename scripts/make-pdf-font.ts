// Makes mocks/pdf/fonts/dejavu-sans.ts, the font the fake backend's PDFs embed, from Debian's DejaVu Sans
// (fonts-dejavu-core): the Latin letters Kenyan names and addresses use (Wanjirũ, Ng'ang'a, Müller, Nuñez), the
// punctuation, currency and a few symbols, renumbered so the repository keeps ~70 kB instead of 740 kB.
//   npx tsx scripts/make-pdf-font.ts [/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf]
import { readFileSync, writeFileSync } from 'node:fs';
import { renumberedFont, TrueType } from '../mocks/pdf/truetype';

const source = process.argv[2] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0x24f], // Latin-1, Latin Extended-A and -B
  [0x2b0, 0x2ff], // spacing modifiers (ʼ, ˜)
  [0x300, 0x36f], // combining marks (a name typed decomposed)
  [0x1e00, 0x1eff], // Latin Extended Additional
  [0x2010, 0x205e], // dashes, quotes, bullet, ellipsis, primes
  [0x20a0, 0x20cf], // currency
  [0x2116, 0x2122], // №, ™
  [0x2190, 0x2195], // arrows
  [0x2212, 0x2212], // minus
  [0x2713, 0x2714], // ✓ ✔
];
const codePoints = RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
const font = renumberedFont(new TrueType(readFileSync(source)), codePoints, ['OS/2', 'cvt ', 'fpgm', 'prep']);
const base64 = Buffer.from(font).toString('base64');
writeFileSync(
  'mocks/pdf/fonts/dejavu-sans.ts',
  `// DejaVu Sans (Latin subset), made by scripts/make-pdf-font.ts; licence in mocks/pdf/fonts/LICENSE-DejaVu.txt
// (Bitstream Vera / DejaVu: free to copy, modify and redistribute with its notice). Generated: do not edit.
export const DEJAVU_SANS_BASE64 =
  '${base64}';
`,
);
console.log(`mocks/pdf/fonts/dejavu-sans.ts: ${font.length} bytes of font`);
