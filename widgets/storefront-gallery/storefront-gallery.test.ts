import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findVendor, type Vendor } from '../../fixtures/pages/data';
import { photoGallery } from '../../fixtures/pages/storefront-gallery';
import { sectionNav, socialLinks } from '../../fixtures/pages/storefront-nav';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { unmountUiHosts } from '../../src/ui/host/mount-host';
import { reachedSlide } from './slides';

const vendor = findVendor(1000) as Vendor;
const SECTIONS = [
  ['about', 'About'],
  ['pricing', 'Pricing'],
] as const;

let stop = () => {};
afterEach(() => {
  stop();
  // A gallery left open goes with its root before the document is emptied.
  unmountUiHosts();
  document.body.innerHTML = '';
});

/** The storefront's photos, section nav and two sections as the server renders them, booted as the page would be. */
function bootStorefront() {
  document.body.innerHTML = `<main>${photoGallery(vendor).value}${sectionNav(SECTIONS).value}
<section id="about" aria-labelledby="about-title"><h2 id="about-title">About</h2>${socialLinks(vendor).value}</section>
<section id="pricing" aria-labelledby="pricing-title"><h2 id="pricing-title">Pricing</h2></section></main>`;
  stop = startWidgets(document, registry);
}

const photoLink = (n: number) => screen.getByRole('link', { name: `${vendor.name}, photo ${n} of 6` });
const shownPhoto = (dialog: HTMLElement) => within(dialog).getAllByRole('img').map((img) => img.getAttribute('alt'));

async function openAt(n: number): Promise<HTMLElement> {
  bootStorefront();
  await userEvent.click(photoLink(n));
  return screen.findByRole('dialog', { name: `Photos of ${vendor.name}` });
}

describe('the storefront gallery', () => {
  it('renders each photo as a link to its full image, in the spec widths, before any script', () => {
    bootStorefront();
    const link = photoLink(3);
    expect(link.getAttribute('href')).toMatch(/^\/fixtures\/img\/vendor-\d\.svg\?w=1920$/);
    const srcset = within(link).getByRole('img').getAttribute('srcset') ?? '';
    expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w', '1920w']);
  });

  it('opens full-screen at the photo touched, one photo at a time, and says which', async () => {
    const dialog = await openAt(3);
    expect(within(dialog).getByText('Photo 3 of 6')).toHaveAttribute('aria-live', 'polite');
    // The other photos are hidden from assistive technology: one photo at a time.
    expect(shownPhoto(dialog)).toEqual([`${vendor.name}, photo 3 of 6`]);
    expect(within(dialog).getByRole('img')).toHaveAttribute('sizes', '100vw');
    expect(within(dialog).getByRole('img').getAttribute('srcset')).toContain('1920w');
  });

  it('moves with the arrow keys and the buttons, which are disabled at the ends', async () => {
    const dialog = await openAt(1);
    const previous = within(dialog).getByRole('button', { name: 'Previous photo' });
    const next = within(dialog).getByRole('button', { name: 'Next photo' });
    expect(previous).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 2 of 6')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('Photo 1 of 6')).toBeInTheDocument();
    for (let i = 0; i < 5; i += 1) await userEvent.click(next);
    expect(within(dialog).getByText('Photo 6 of 6')).toBeInTheDocument();
    expect(shownPhoto(dialog)).toEqual([`${vendor.name}, photo 6 of 6`]);
    expect(next).toBeDisabled();
    // The disabled button's partner has the focus, not the page.
    expect(previous).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 6 of 6')).toBeInTheDocument();
  });

  it('follows a swipe to the photo in view and stays there: the track is not aligned back to the photo it left', async () => {
    const dialog = await openAt(1);
    const track = within(dialog).getByRole('region', { name: `Photos of ${vendor.name}` });
    // happy-dom lays nothing out: the track is given a phone's width, and scrolls as a browser's does.
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 });
    let left = 0;
    Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => left });
    const aligns: number[] = [];
    track.scrollTo = ((options: ScrollToOptions) => {
      aligns.push(options.left ?? 0);
      left = options.left ?? 0;
    }) as typeof track.scrollTo;
    // The swipe ends with the second photo in view.
    left = 400;
    fireEvent.scroll(track);
    await within(dialog).findByText('Photo 2 of 6');
    // Renders later (the pointer over the track), the track is still where the swipe left it.
    await userEvent.hover(track);
    expect(within(dialog).getByText('Photo 2 of 6')).toBeInTheDocument();
    expect(left).toBe(400);
    expect(aligns).toEqual([]);
  });

  it('closes with Escape or its close button and gives the focus back to the photo that opened it', async () => {
    await openAt(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(photoLink(4)).toHaveFocus());
    await userEvent.click(photoLink(2));
    const dialog = await screen.findByRole('dialog', { name: `Photos of ${vendor.name}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(photoLink(2)).toHaveFocus());
  });

  it('keeps the link for a click with a modifier key (a new tab)', async () => {
    bootStorefront();
    await userEvent.hover(photoLink(1));
    await waitFor(() => expect(screen.getByRole('region', { name: `Photos of ${vendor.name}` })).toHaveAttribute('data-widget-state', 'mounted'));
    expect(fireEvent.click(photoLink(1), { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the section navigation', () => {
  it('marks the section followed as the current location', async () => {
    bootStorefront();
    const nav = screen.getByRole('navigation', { name: 'Storefront sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'location'));
    await userEvent.click(within(nav).getByRole('link', { name: 'About' }));
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'location');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).not.toHaveAttribute('aria-current');
  });
});

describe('the social links', () => {
  it('name the vendor and the network, and open a new tab without giving it the page', () => {
    bootStorefront();
    for (const network of ['Instagram', 'Facebook', 'Pinterest']) {
      const link = screen.getByRole('link', { name: `${vendor.name} on ${network}` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.\w+\.com\/rosewoodestate\/?$/);
    }
  });
});

describe('reachedSlide', () => {
  it('follows a swipe once a photo is 90 % in view (spec §9), and keeps the photo between two', () => {
    expect(reachedSlide({ scrollLeft: 0, clientWidth: 400 }, 2)).toBe(0);
    expect(reachedSlide({ scrollLeft: 800, clientWidth: 400 }, 0)).toBe(2);
    expect(reachedSlide({ scrollLeft: 440, clientWidth: 400 }, 0)).toBe(1);
    expect(reachedSlide({ scrollLeft: 460, clientWidth: 400 }, 0)).toBe(0);
    expect(reachedSlide({ scrollLeft: 600, clientWidth: 400 }, 1)).toBe(1);
    expect(reachedSlide({ scrollLeft: 0, clientWidth: 0 }, 3)).toBe(3);
  });
});
