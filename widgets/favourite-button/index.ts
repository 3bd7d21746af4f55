import { defineEnhancer } from '../../src/boot/define-widget';
import { favouritesStore, isSaved, seedFavourite, toggleFavourite } from './favourites';
import { favouriteMessages } from './messages';
import { favouriteButtonPropsSchema } from './schema';

const HEARTS = '[data-widget="favourite-button"]';

/**
 * Spec §4 favourite toggle on the server's heart (a button in a GET form that saves without
 * JavaScript): the click saves or removes through the favourites store instead, and every copy
 * of the vendor's heart on the page, hydrated or not, shows the state in aria-pressed.
 */
export default defineEnhancer({
  props: favouriteButtonPropsSchema,
  enhance(element, { vendorId, insertSource }) {
    seedFavourite(vendorId, element.getAttribute('aria-pressed') === 'true');
    const paint = () => paintHearts(element.ownerDocument, vendorId, isSaved(vendorId));
    paint();
    const stopWatching = favouritesStore.subscribe((state, previous) => {
      if (state.saved[vendorId] !== previous.saved[vendorId]) paint();
    });
    const onClick = (event: Event) => {
      // The form's own submit is the no-JavaScript path.
      event.preventDefault();
      void toggleFavourite(vendorId, insertSource).then((outcome) => {
        if (outcome === 'save-failed') void sayFailed(favouriteMessages.saveFailed);
        if (outcome === 'remove-failed') void sayFailed(favouriteMessages.removeFailed);
      });
    };
    element.addEventListener('click', onClick);
    return () => {
      stopWatching();
      element.removeEventListener('click', onClick);
    };
  },
});

function paintHearts(doc: Document, vendorId: number, saved: boolean): void {
  for (const heart of doc.querySelectorAll<HTMLElement>(HEARTS)) {
    if (Number(heart.dataset.vendorId) === vendorId) heart.setAttribute('aria-pressed', String(saved));
  }
}

/** The toast (and React's UI host) loads with the first failure only. */
async function sayFailed(message: string): Promise<void> {
  try {
    const { showToast } = await import('../../src/ui/toast/show-toast');
    showToast(message, { tone: 'error' });
  } catch {
    // Offline, its chunk cannot load: the heart has gone back, which says it too.
  }
}
