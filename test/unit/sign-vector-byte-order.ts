// A sign vector whose keys only sort right by byte: upper case before `_` before lower case (0x41–0x5A, 0x5F,
// 0x61–0x7A), at the top level and inside a nested object. The expected text is written out by hand and its
// sign computed here with node:crypto alone, so neither the client's signing nor the sandbox's verification
// checks itself. A locale-aware sort (`localeCompare`) puts `_` first and ignores case: it gets another text.
import { createCipheriv, createHash } from 'node:crypto';

export const BYTE_ORDER_VECTOR = {
  appId: 'ak_TEST123456789',
  accessToken: '4dcaa78e-b52d-4325-bc35-571021bb0787',
  timestamp: '1720429074',
  /** As a client might send it: keys in no particular order. */
  bodyText: '{"ship_from":"x","alpha":1,"Zeta":"z","_under":"u","shipFrom":"y","ab":2,"aB":3,"a_b":4,"Alpha":5,"A_b":6,"obj":{"b":1,"_":2,"B":3,"a":4}}',
  body: {
    ship_from: 'x',
    alpha: 1,
    Zeta: 'z',
    _under: 'u',
    shipFrom: 'y',
    ab: 2,
    aB: 3,
    a_b: 4,
    Alpha: 5,
    A_b: 6,
    obj: { b: 1, _: 2, B: 3, a: 4 },
  } as Record<string, unknown>,
  canonical:
    'A_b=6&Alpha=5&Zeta=z&_under=u&aB=3&a_b=4&ab=2&access_token=4dcaa78e-b52d-4325-bc35-571021bb0787&alpha=1' +
    '&app_key=ak_TEST123456789&obj={"B":3,"_":2,"a":4,"b":1}&shipFrom=y&ship_from=x&timestamp=1720429074',
};

/** MD5 upper hex → AES-128-ECB/PKCS#7 keyed by the appId → Base64, straight from node:crypto. */
export function independentSign(text: string, appId: string): string {
  const md5 = createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(appId, 'utf8'), null);
  return Buffer.concat([cipher.update(md5, 'utf8'), cipher.final()]).toString('base64');
}

/** The canonical text a locale-aware sort would build: what the vector must tell apart. */
export function localeOrderedText(): string {
  const v = BYTE_ORDER_VECTOR;
  const params: Record<string, string> = { access_token: v.accessToken, app_key: v.appId, timestamp: v.timestamp };
  for (const [k, value] of Object.entries(v.body)) {
    if (typeof value !== 'object' || value === null) {
      params[k] = String(value);
      continue;
    }
    const nested = value as Record<string, unknown>;
    const keys = Object.keys(nested).sort((a, b) => a.localeCompare(b));
    params[k] = `{${keys.map((n) => `${JSON.stringify(n)}:${JSON.stringify(nested[n])}`).join(',')}}`;
  }
  return Object.keys(params)
    .sort((a, b) => a.localeCompare(b))
    .map((k) => `${k}=${params[k] ?? ''}`)
    .join('&');
}
