import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeTabs } from './place-tabs';
import type { WhereTabs } from './where-tabs-data';

afterEach(() => {
  document.body.replaceChildren();
});

const place = (key: string, label: string) => ({ key, label, fields: {} });
const TABS: WhereTabs = {
  places: [place('p1', 'California, US'), place('p2', '<img src=x onerror=alert(1)>')],
  zones: [place('z1', 'Bay Area (California)')],
  continents: [{ key: 'k1', name: 'Europe', countries: [{ key: 'c1', label: 'Spain', url: '/search?country=ES' }] }],
};

describe('placeTabs (the phone searcher’s location tabs, no React)', () => {
  it("is a tab list named 'Places' moved by the arrows, Home and End, each tab showing its panel; the server's words stay text", async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    const tabs = placeTabs(onPlace);
    document.body.append(tabs.element);
    tabs.show(TABS, undefined);
    const list = screen.getByRole('tablist', { name: 'Places' });
    expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['U.S', 'Zone', 'International']);
    const us = screen.getByRole('tab', { name: 'U.S' });
    expect(us).toHaveAttribute('aria-selected', 'true');
    // A place named with markup is its words, nothing parsed.
    expect(screen.getByRole('button', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();

    us.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Zone' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Zone' })).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'International' })).toHaveFocus();
    // A country links to its url (checked against the site's hosts: made absolute).
    expect(within(screen.getByRole('tabpanel', { name: 'International' })).getByRole('link', { name: 'Spain' }).getAttribute('href')).toMatch(/\/search\?country=ES$/);
    await user.keyboard('{ArrowRight}');
    expect(us).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(us).toHaveFocus();

    // A new answer keeps the tab chosen; an answer without zones falls back to 'U.S'.
    await user.click(screen.getByRole('tab', { name: 'Zone' }));
    tabs.show({ ...TABS, places: [] }, 'No matches have been found');
    expect(screen.getByRole('tab', { name: 'Zone' })).toHaveAttribute('aria-selected', 'true');
    tabs.show({ places: [], zones: [], continents: [] }, 'No matches have been found');
    expect(screen.getByRole('tab', { name: 'U.S' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'U.S' })).toHaveTextContent('No matches have been found');

    tabs.show(TABS, undefined);
    await user.click(screen.getByRole('tab', { name: 'U.S' }));
    await user.click(screen.getByRole('button', { name: 'California, US' }));
    expect(onPlace).toHaveBeenCalledWith(TABS.places[0]);
  });
});
