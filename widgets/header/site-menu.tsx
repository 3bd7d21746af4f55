import { useEffect, useId, useRef, useState } from 'react';
import { messages } from './messages';
import type { MenuItem } from './schema';

/** Spec §9: the header menu opens after the pointer rests 300 ms. */
export const MENU_HOVER_DELAY_MS = 300;

/**
 * The site menu as a disclosure navigation (links plus a toggle button per submenu), the
 * pattern WAI recommends for site navigation: hover opens after 300 ms, click and keyboard
 * open at once, Escape closes and gives focus back to the toggle. Below 768 px the list
 * folds behind a Menu button.
 */
export function SiteMenu({ items }: { items: MenuItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const listId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navRef = useRef<HTMLElement>(null);

  const schedule = (index: number | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenIndex(index), MENU_HOVER_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // While a submenu is open: a press outside closes it, Escape closes it and gives focus back to its toggle.
  useEffect(() => {
    if (openIndex === null) return;
    const close = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenIndex(null);
      navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-index="${openIndex}"]`)?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [openIndex]);

  return (
    <nav className={`site-menu${drawerOpen ? ' site-menu--open' : ''}`} aria-label={messages.skipMenu} ref={navRef}>
      <button type="button" className="site-menu__burger" aria-expanded={drawerOpen} aria-controls={listId} onClick={() => setDrawerOpen((o) => !o)}>
        {drawerOpen ? messages.closeMenu : messages.openMenu}
      </button>
      <ul className="site-menu__list" id={listId}>
        {items.map((item, index) => (
          <MenuEntry
            key={item.url + item.label}
            item={item}
            index={index}
            open={openIndex === index}
            onToggle={() => {
              clearTimeout(timer.current);
              setOpenIndex(openIndex === index ? null : index);
            }}
            onHover={(inside) => schedule(inside ? index : null)}
          />
        ))}
      </ul>
    </nav>
  );
}

interface EntryProps {
  item: MenuItem;
  index: number;
  open: boolean;
  onToggle: () => void;
  onHover: (inside: boolean) => void;
}

function MenuEntry({ item, index, open, onToggle, onHover }: EntryProps) {
  const panelId = useId();
  const children = item.children ?? [];
  const hover = children.length > 0 ? { onPointerEnter: () => onHover(true), onPointerLeave: () => onHover(false) } : {};
  return (
    <li className="site-menu__item" {...hover}>
      <a className="site-menu__link" href={item.url}>
        {item.label}
      </a>
      {children.length > 0 && (
        <>
          <button
            type="button"
            className="site-menu__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={messages.submenu(item.label)}
            data-menu-index={index}
            onClick={onToggle}
          />
          <div className="site-menu__panel" id={panelId} hidden={!open}>
            <ul className="site-menu__sublist">
              {children.map((child) => (
                <li key={child.url + child.label}>
                  <a className="site-menu__sublink" href={child.url}>
                    {child.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </li>
  );
}
