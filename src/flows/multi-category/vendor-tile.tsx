import type { VendorTile } from '../../api/vendor-tile';
import { messages as m } from './messages';

/** Spec §9: a vendor name is cut at 32 characters in tiles (the checkbox's name keeps it whole). */
const NAME_MAX = 32;
const cut = (name: string) => (name.length > NAME_MAX ? `${name.slice(0, NAME_MAX).trimEnd()}…` : name);

interface VendorTileViewProps {
  vendor: VendorTile;
  idPrefix: string;
  /** Spec §2: 'Request pricing' in the US, 'Message vendor' elsewhere. */
  action: string;
  onCheck: (on: boolean) => void;
}

/** The rating as the site draws it: stars, the score, the review count; 'No reviews yet' when hidden. */
function Rating({ vendor }: { vendor: VendorTile }) {
  if (!vendor.rating_visible) return <p className="rating rating--new">{m.noReviews}</p>;
  const full = Math.round(vendor.rating);
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        {'★'.repeat(full) + '☆'.repeat(5 - full)}
      </span>
      <span className="visually-hidden">{m.rated}</span>
      <strong>{vendor.rating.toFixed(1)}</strong>
      <span className="visually-hidden">{m.outOfFive}</span> <span className="rating__count">({m.reviews(vendor.review_counter)})</span>
    </p>
  );
}

/**
 * Spec §2/§3: a vendor tile (image, name, location, rating) with its checkbox, checked at first,
 * drawn with the site's classes as the server draws it.
 */
export function VendorTileView({ vendor, idPrefix, action, onCheck }: VendorTileViewProps) {
  const id = `${idPrefix}-${vendor.id}`;
  return (
    <li className="pick-vendor slider__item">
      <input
        className="pick-vendor__check"
        id={id}
        type="checkbox"
        name="vendorsEscaparateId[]"
        value={vendor.id_escaparate}
        // The visible words first (WCAG 2.5.3), then whose tile it is.
        aria-label={`${action}: ${vendor.name}`}
        defaultChecked
        onChange={(event) => onCheck(event.currentTarget.checked)}
      />
      {/* oxlint-disable-next-line jsx-a11y/label-has-associated-control -- its text is two spans deep (the site's markup), past the rule's depth */}
      <label className="pick-vendor__label" htmlFor={id}>
        <img src={vendor.image_url} alt="" width="96" height="72" />
        <span className="pick-vendor__text">
          <span className="pick-vendor__name">{cut(vendor.name)}</span>
          <span className="vendor-tile__location">{vendor.location}</span>
          <span className="pick-vendor__action">{action}</span>
        </span>
      </label>
      <Rating vendor={vendor} />
    </li>
  );
}
