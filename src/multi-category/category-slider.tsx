import type { CategoryTile } from '../api/multi-category-lead';
import { EXPANDED_MAX_CATEGORIES } from './constants';
import { messages as m } from './messages';

interface CategorySliderProps {
  categories: CategoryTile[];
  currentId: number | undefined;
  onChoose: (categoryId: number) => void;
  onNext: () => void;
}

/** A tile's visible name: its title ('Recommended X in {region}'), or the name when it has none (hair). */
export const tileLabel = (tile: CategoryTile) => tile.title || tile.name || '';

/**
 * The category slider (spec §2): a tile per category, 'Contacted' once sent to, else a Search
 * button that shows its vendors; and next. Expanded (all tiles in view) at 4 categories or fewer.
 * While the flow sends or loads the buttons stay usable but are ignored (spec §4), so focus never
 * drops from a button that would otherwise be disabled.
 */
export function CategorySlider({ categories, currentId, onChoose, onNext }: CategorySliderProps) {
  const expanded = categories.length <= EXPANDED_MAX_CATEGORIES;
  return (
    <nav className={`mc-categories${expanded ? ' mc-categories--expanded' : ''}`} aria-label={m.categoriesLabel}>
      <ul className="mc-categories__list">
        {categories.map((tile) => (
          <li
            key={tile.id}
            className={`mc-category${tile.is_contacted ? ' mc-category--contacted' : ''}`}
            aria-current={tile.id === currentId ? 'true' : undefined}
          >
            <img className="mc-category__thumb" src={tile.thumb} alt="" width="96" height="72" />
            <span className="mc-category__title">{tileLabel(tile)}</span>
            {tile.is_contacted ? (
              <span className="mc-category__status">{m.contacted}</span>
            ) : (
              <button type="button" className="btn btn--ghost mc-category__search" onClick={() => onChoose(tile.id)}>
                {m.search}
                <span className="ui-visually-hidden"> {tile.name ?? tileLabel(tile)}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {!expanded && (
        <button type="button" className="btn btn--ghost mc-categories__next" onClick={onNext}>
          {m.nextCategory}
        </button>
      )}
    </nav>
  );
}
