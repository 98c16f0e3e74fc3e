import { describe, expect, it } from 'vitest';
import { resolveAppFile } from '../../../electron/hosts/electron/app-protocol';

describe('the app:// protocol', () => {
  const root = '/opt/opsdesk/dist/renderer';
  it('maps app://opsdesk paths to files below the renderer folder', () => {
    expect(resolveAppFile(root, 'app://opsdesk/')).toBe(`${root}/index.html`);
    expect(resolveAppFile(root, 'app://opsdesk/assets/index.js?v=1#x')).toBe(`${root}/assets/index.js`);
  });
  it.each(['app://opsdesk/../../../etc/passwd', 'app://opsdesk/%2e%2e/%2e%2e/etc/passwd'])('keeps %s inside the renderer folder', (url) => {
    expect(resolveAppFile(root, url)).toBe(`${root}/etc/passwd`);
  });
  it.each(['app://opsdesk/..%2f..%2fetc/passwd', 'app://opsdesk/assets/..%2F..%2F..%2Fpackage.json', 'app://other/index.html', 'file:///etc/passwd', 'app://opsdesk/%E0%A4%A'])(
    'refuses %s',
    (url) => {
      expect(resolveAppFile(root, url)).toBeNull();
    },
  );
});
