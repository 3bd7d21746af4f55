import { afterEach, describe, expect, it } from 'vitest';
import { nextSlide, showGalleryState } from './gallery';

/** A loaded gallery of four photos, 300 px wide, whose track records where each press scrolls it (it does not move by itself). */
function gallery() {
  document.body.innerHTML = `<article data-vendor-id="7"><div class="tile-gallery" data-gallery-loaded>
    <ul class="tile-gallery__track"><li></li><li></li><li></li><li></li></ul>
    <button type="button" data-gallery-step="prev" aria-disabled="true">Previous photo</button>
    <button type="button" data-gallery-step="next" aria-disabled="false">Next photo</button>
  </div></article>`;
  const root = document.querySelector<HTMLElement>('.tile-gallery')!;
  const track = root.querySelector<HTMLElement>('.tile-gallery__track')!;
  let left = 0;
  const aimed: number[] = [];
  Object.defineProperty(track, 'clientWidth', { value: 300 });
  Object.defineProperty(track, 'scrollWidth', { value: 1200 });
  Object.defineProperty(track, 'scrollLeft', { get: () => left, set: (value: number) => {
      left = value;
    },
  });
  track.scrollTo = ((options: ScrollToOptions) => void aimed.push(options.left ?? 0)) as typeof track.scrollTo;
  showGalleryState(root);
  /** The smooth scroll reached `to` px, and then no frame came for `quietMs`. */
  const scrolledTo = async (to: number, quietMs: number) => {
    left = to;
    track.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  };
  return { track, next: root.querySelector<HTMLButtonElement>('[data-gallery-step="next"]')!, aimed, scrolledTo };
}

afterEach(() => sessionStorage.clear());

describe('a tile gallery’s arrows', () => {
  it('counts every press, though the smooth scroll pauses between two photos (a slow phone skips frames)', async () => {
    const { next, aimed, scrolledTo } = gallery();
    await nextSlide(next);
    await nextSlide(next);
    // On its way from the first photo to the third, the scroll stops 40 % past the second for 200 ms.
    await scrolledTo(420, 200);
    await nextSlide(next);
    expect(aimed).toEqual([300, 600, 900]);
  });

  it('counts every press, though the scroll rests on the photo before for a while before it moves on (a busy phone starts it late)', async () => {
    const { next, aimed, scrolledTo } = gallery();
    await nextSlide(next);
    await scrolledTo(300, 0);
    await nextSlide(next);
    // The first press's scroll arrived; the second's has not started 200 ms later.
    await scrolledTo(300, 200);
    await nextSlide(next);
    expect(aimed).toEqual([300, 600, 900]);
  });

  it('moves on from the photo a person swiped to', async () => {
    const { next, aimed, scrolledTo } = gallery();
    await scrolledTo(600, 200);
    await nextSlide(next);
    expect(aimed).toEqual([900]);
    expect(sessionStorage.getItem('listingVendorGallery.7')).toBe('2');
  });

  it('moves on from the photo a person swiped to while a press was on its way', async () => {
    const { track, next, aimed, scrolledTo } = gallery();
    await nextSlide(next);
    track.dispatchEvent(new Event('pointerdown'));
    await scrolledTo(600, 200);
    expect(sessionStorage.getItem('listingVendorGallery.7')).toBe('2');
    await nextSlide(next);
    expect(aimed).toEqual([300, 900]);
  });
});
