// The icons the installers take (electron-builder.yml: linux.icon resources/icons, win.icon resources/icon.ico,
// mac.icon resources/icon.icns), read from their own headers: each PNG the size its name says, the .ico with
// the sizes Windows shows (16 to 256), the .icns with the 512 and 1024 px images macOS asks of an app.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('icons', () => {
  it('every Linux PNG is the size its name says, from 16 to 1024 px', () => {
    const files = readdirSync('resources/icons').filter((f) => f.endsWith('.png'));
    const sizes = files.map((f) => {
      const png = readFileSync(join('resources/icons', f));
      expect(png.subarray(1, 4).toString('latin1'), f).toBe('PNG');
      const { width, height } = pngSize(png);
      expect(`${width}x${height}.png`).toBe(f);
      return width;
    });
    expect(sizes.sort((a, b) => a - b)).toEqual([16, 24, 32, 48, 64, 128, 256, 512, 1024]);
  });

  it('icon.ico holds 16, 24, 32, 48, 64, 128 and 256 px images', () => {
    const ico = readFileSync('resources/icon.ico');
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const widths = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + i * 16) || 256);
    expect(widths.sort((a, b) => a - b)).toEqual(expect.arrayContaining([16, 24, 32, 48, 64, 128, 256]));
  });

  it('icon.icns holds the 512 px and 1024 px images', () => {
    const icns = readFileSync('resources/icon.icns');
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) types.push(icns.subarray(at, at + 4).toString('latin1'));
    expect(types).toEqual(expect.arrayContaining(['ic09', 'ic10']));
  });
});
