import { useState } from 'react';

/**
 * A fiat's icon (spec §9 "Per-fiat icon path for fiat images"), beside the code, which is always
 * shown as text: an icon that is missing or fails to load leaves the code alone. Decorative (the
 * code says it), 16 px, loaded when its list is shown. Props in, JSX out.
 */
export function FiatIcon({ src }: { src: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img className="exch-fiat-icon" src={src} alt="" width={16} height={16} loading="lazy" decoding="async" data-fiat-icon="" onError={() => setFailed(src)} />
  );
}
