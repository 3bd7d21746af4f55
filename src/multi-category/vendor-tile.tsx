import type { VendorTile } from '../api/vendor-tile';
import { messages as m } from './messages';

/** Spec §9: a vendor name is cut at 32 characters in tiles (the checkbox's label keeps it whole). */
const NAME_MAX = 32;
const cut = (name: string) => (name.length > NAME_MAX ? `${name.slice(0, NAME_MAX).trimEnd()}…` : name);

interface VendorTileViewProps {
  vendor: VendorTile;
  idPrefix: string;
  /** Spec §2: 'Request pricing' in the US, 'Message vendor' elsewhere. */
  action: string;
  onCheck: (on: boolean) => void;
}

/** Spec §2/§3: a vendor tile (image, name, rating, location) with its checkbox, checked at first. */
export function VendorTileView({ vendor, idPrefix, action, onCheck }: VendorTileViewProps) {
  const id = `${idPrefix}-${vendor.id}`;
  return (
    <li className="mc-vendor">
      <img className="mc-vendor__image" src={vendor.image_url} alt="" width="160" height="120" />
      <p className="mc-vendor__name">
        {cut(vendor.name)}
      </p>
      {vendor.rating_visible && <p className="mc-vendor__rating">{m.reviews(vendor.rating, vendor.review_counter)}</p>}
      <p className="mc-vendor__location">{vendor.location}</p>
      <div className="mc-vendor__pick">
        <input
          className="mc-vendor__check"
          id={id}
          type="checkbox"
          name="vendorsEscaparateId[]"
          value={vendor.id_escaparate}
          defaultChecked
          // The visible label first (WCAG 2.5.3), then whose tile it is.
          aria-label={`${action}: ${vendor.name}`}
          onChange={(event) => onCheck(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{action}</label>
      </div>
    </li>
  );
}
