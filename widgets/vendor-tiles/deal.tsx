import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { call } from '../../src/api/call';
import { dealLayer } from '../../src/api/listing';
import { isSafeUrl } from '../../src/lib/safe-url';
import { Tooltip } from './tooltip';
import { isTapMode } from './tap-mode';

type Deal = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; categoryName: string; title: string; description: string; url: string };

export const dealMessages = {
  loading: 'Loading the deal…',
  failed: 'The deal could not be loaded. Open the vendor to see it.',
} as const;


/**
 * Spec §3/§7: the deal tooltip of a tile's deal badge, from /listing/layer/deal. The server's
 * badge link is replaced, when first pointed at, focused or tapped, by the same link with its
 * tooltip. A tap opens the tooltip instead of following the link; a click on a desktop follows it.
 */
export function openDeal(link: HTMLAnchorElement): void {
  const vendorId = Number(link.closest<HTMLElement>('[data-vendor-id]')?.dataset.vendorId);
  if (!vendorId || !link.isConnected) return;
  const holder = document.createElement('span');
  holder.className = 'vendor-tile__deal-holder';
  const focused = document.activeElement === link;
  const label = link.querySelector('.visually-hidden')?.textContent ?? '';
  link.replaceWith(holder);
  createRoot(holder).render(<DealBadge vendorId={vendorId} href={link.href} label={label} focus={focused} />);
}

function DealBadge({ vendorId, href, label, focus }: { vendorId: number; href: string; label: string; focus: boolean }) {
  const [deal, setDeal] = useState<Deal>({ state: 'loading' });
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
    let live = true;
    void call(dealLayer, { vendorId }).then((result) => {
      if (live) setDeal(result.ok ? { state: 'ready', ...result.data } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [vendorId, focus]);
  const url = deal.state === 'ready' && isSafeUrl(deal.url) ? deal.url : href;
  const content =
    deal.state === 'ready' ? (
      <span className="deal-tooltip">
        <strong>{deal.categoryName}</strong> {deal.title}
        <span className="deal-tooltip__text">{deal.description}</span>
      </span>
    ) : (
      dealMessages[deal.state]
    );
  return (
    <Tooltip content={content} defaultOpen onOpenChange={setOpen}>
      <a
        ref={ref}
        className="badge badge--deal vendor-tile__deal"
        href={url}
        onClick={(event) => {
          // A tap on a closed tooltip opens it (the Tooltip's own click handler); the next tap follows the link.
          if (isTapMode() && !open) event.preventDefault();
        }}
      >
        Deal<span className="visually-hidden">{label}</span>
      </a>
    </Tooltip>
  );
}
