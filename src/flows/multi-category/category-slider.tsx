import { useId } from 'react';
import type { CategoryTile } from '../../api/multi-category-lead';
import { EXPANDED_MAX_CATEGORIES } from './constants';
import { messages as m } from './messages';
import { SliderFrame } from './slider-frame';

interface CategorySliderProps {
  categories: CategoryTile[];
  currentId: number | undefined;
  onChoose: (categoryId: number) => void;
}

/** A tile's visible name: its title ('Recommended X in {region}'), or the name when it has none (hair). */
export const tileLabel = (tile: CategoryTile) => tile.title || tile.name || '';

/** The site's check mark (the server draws the same before the flow mounts). */
function CheckIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="m5 12 4.5 4.5L19 7" />
    </svg>
  );
}

/**
 * The category slider (spec §2): a tile per category, 'Contacted' once sent to, else a Search
 * button that shows its vendors; expanded (every tile in view, spec §9) at 4 categories or fewer.
 * Drawn with the site's classes, as the server draws it. While the flow sends or loads, Search
 * stays usable but is ignored (spec §4), so focus never drops from a button disabled under it.
 */
export function CategorySlider({ categories, currentId, onChoose }: CategorySliderProps) {
  const titleId = useId();
  const expanded = categories.length <= EXPANDED_MAX_CATEGORIES;
  const tiles = categories.map((tile) => (
    <li
      key={tile.id}
      className={`category-tile${tile.is_contacted ? ' category-tile--contacted' : ''}${expanded ? '' : ' slider__item'}`}
      aria-current={tile.id === currentId ? 'true' : undefined}
    >
      <img className="category-tile__thumb" src={tile.thumb} alt="" width="96" height="72" />
      <div className="category-tile__body">
        <h3 className="category-tile__title">{tileLabel(tile)}</h3>
        {tile.is_contacted ? (
          <p className="category-tile__status">
            <CheckIcon /> {m.contacted}
          </p>
        ) : (
          <button type="button" className="category-tile__link mc-link" onClick={() => onChoose(tile.id)}>
            {m.search}
            <span className="visually-hidden"> {tile.name ?? tileLabel(tile)}</span>
          </button>
        )}
      </div>
    </li>
  ));
  return (
    <section className="section" aria-labelledby={titleId}>
      <h2 className="section__title" id={titleId}>
        {m.categoriesLabel}
      </h2>
      {expanded ? <ul className="category-tiles mc-categories--expanded">{tiles}</ul> : <SliderFrame label={m.categoriesLabel} changed={categories} trackClass="category-tiles">{tiles}</SliderFrame>}
    </section>
  );
}
