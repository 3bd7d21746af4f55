import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { messages } from './messages';
import type { MenuItem } from './schema';
import { useDismiss } from './use-dismiss';

/** Spec §9: the header menu opens after the pointer rests 300 ms. */
export const MENU_HOVER_DELAY_MS = 300;

/**
 * The site menu as a disclosure navigation (links plus a toggle button per submenu), the
 * pattern WAI recommends for site navigation: hover opens after 300 ms, click and keyboard
 * open at once, Escape closes and gives focus back to the toggle. Below 768 px the list
 * folds behind a Menu button.
 */
export function SiteMenu({ items }: { items: MenuItem[] }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const submenu = useOpenSubmenu(navRef);

  return (
    <nav className={`site-menu${drawerOpen ? ' site-menu--open' : ''}`} aria-label={messages.skipMenu} ref={navRef}>
      <button type="button" className="site-menu__burger" aria-expanded={drawerOpen} aria-controls={listId} onClick={() => setDrawerOpen((o) => !o)}>
        {drawerOpen ? messages.closeMenu : messages.openMenu}
      </button>
      <ul className="site-menu__list" id={listId}>
        {items.map((item, index) => (
          <MenuEntry
            key={`${item.url ?? ''} ${item.label}`}
            item={item}
            index={index}
            open={submenu.openIndex === index}
            onToggle={() => submenu.toggle(index)}
            onHover={(inside) => submenu.hover(inside ? index : null)}
          />
        ))}
      </ul>
    </nav>
  );
}

/**
 * Which submenu is open: a toggle opens or closes one at once, hovering changes it after
 * the pointer rests; a press outside the nav or Escape closes it (Escape gives focus back to
 * its toggle, found by `data-menu-index`).
 */
function useOpenSubmenu(navRef: RefObject<HTMLElement | null>) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useDismiss(openIndex !== null, navRef, (byEscape) => {
    setOpenIndex(null);
    if (byEscape) navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-index="${openIndex}"]`)?.focus();
  });
  return {
    openIndex,
    toggle(index: number) {
      clearTimeout(timer.current);
      setOpenIndex(openIndex === index ? null : index);
    },
    hover(index: number | null) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpenIndex(index), MENU_HOVER_DELAY_MS);
    },
  };
}

interface EntryProps {
  item: MenuItem;
  index: number;
  open: boolean;
  onToggle: () => void;
  onHover: (inside: boolean) => void;
}

function MenuEntry({ item, index, open, onToggle, onHover }: EntryProps) {
  const links = item.children ?? [];
  const hover = links.length > 0 ? { onPointerEnter: () => onHover(true), onPointerLeave: () => onHover(false) } : {};
  return (
    <li className="site-menu__item" {...hover}>
      {item.url === undefined ? (
        <span className="site-menu__link">{item.label}</span>
      ) : (
        <a className="site-menu__link" href={item.url}>
          {item.label}
        </a>
      )}
      {links.length > 0 && <Submenu label={item.label} links={links} index={index} open={open} onToggle={onToggle} />}
    </li>
  );
}

interface SubmenuProps {
  label: string;
  links: NonNullable<MenuItem['children']>;
  index: number;
  open: boolean;
  onToggle: () => void;
}

/** An entry's toggle button and the panel of links it discloses. */
function Submenu({ label, links, index, open, onToggle }: SubmenuProps) {
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="site-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={messages.submenu(label)}
        data-menu-index={index}
        onClick={onToggle}
      />
      <div className="site-menu__panel" id={panelId} hidden={!open}>
        <ul className="site-menu__sublist">
          {links.map((link) => (
            <li key={link.url + link.label}>
              {/* A link's widget (the wedding-date modal) wakes at its first touch, as the server's link does. */}
              <a className="site-menu__sublink" href={link.url} {...(link.widget ? { 'data-widget': link.widget, 'data-hydrate': 'interaction' } : {})}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
