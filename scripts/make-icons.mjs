// Makes every icon the installers need from the one source drawing (resources/icon-source/opsdesk.svg):
// PNGs for Linux and the window, icon.ico for Windows, icon.icns for macOS. Run after changing the drawing:
// `npm run icons`; the outputs are committed, so packaging needs no rasteriser.
import { Resvg } from '@resvg/resvg-js';
import png2icons from 'png2icons';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = readFileSync(join(root, 'resources/icon-source/opsdesk.svg'));
// electron-builder takes Linux sizes from resources/icons/<size>x<size>.png; macOS needs at least 512 px.
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

const render = (size) => new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();

mkdirSync(join(root, 'resources/icons'), { recursive: true });
for (const size of PNG_SIZES) writeFileSync(join(root, `resources/icons/${size}x${size}.png`), render(size));
const big = render(1024);
writeFileSync(join(root, 'resources/icon.png'), big);
// Bicubic scaling from the 1024 px drawing; ICO gets PNG-compressed entries (Windows Vista and later).
const ico = png2icons.createICO(big, png2icons.BICUBIC, 0, true, true);
const icns = png2icons.createICNS(big, png2icons.BICUBIC, 0);
if (!ico || !icns) throw new Error('png2icons could not make the .ico/.icns');
writeFileSync(join(root, 'resources/icon.ico'), ico);
writeFileSync(join(root, 'resources/icon.icns'), icns);
console.log(`icons: ${PNG_SIZES.length} PNGs, icon.png, icon.ico (${ico.length} B), icon.icns (${icns.length} B)`);
