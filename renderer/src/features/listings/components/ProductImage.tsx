// A listing's picture. The hosts' CSP decides which image origins load (the app's own, data: and the running
// sandbox's); anything it blocks, or that fails to load, shows a neutral tile instead.
import { useState } from 'react';
import { useIntl } from 'react-intl';

export function loadableImage(url: string | null | undefined, origin = globalThis.location?.origin): string | null {
  if (!url) return null;
  if (url.startsWith('data:image/')) return url;
  try {
    const u = new URL(url, origin);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

export function ProductImage({ url, title }: { url: string | null; title: string | null }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const src = loadableImage(url);
  const alt = intl.formatMessage({ id: 'listings.image.alt' }, { title: title ?? '' });
  if (!src || failed) {
    return (
      <span className="product-thumb placeholder" role="img" aria-label={alt} title={url ?? undefined}>
        <span aria-hidden="true">▦</span>
      </span>
    );
  }
  return <img className="product-thumb" src={src} alt={alt} width={40} height={40} loading="lazy" onError={() => setFailed(true)} />;
}
