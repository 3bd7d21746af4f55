import { defineEnhancer } from '../../src/boot/define-widget';
import { importAgain } from '../../src/lib/import-again';
import { favouritesStore, isSaved, paintHearts, seedFavourite, toggleFavourite } from './favourites';
import { favouriteMessages } from './messages';
import { favouriteButtonPropsSchema } from './schema';

/**
 * Spec §4 favourite toggle on the server's heart (a button in a GET form that saves without
 * JavaScript): the click saves or removes through the favourites store instead, and every copy
 * of the vendor's heart on the page, hydrated or not, shows the state in aria-pressed.
 */
export default defineEnhancer({
  props: favouriteButtonPropsSchema,
  enhance(element, { vendorId, insertSource }) {
    // The server's form saves unless it printed the heart pressed (then it removes).
    const formSaves = element.getAttribute('aria-pressed') !== 'true';
    seedFavourite(vendorId, !formSaves);
    const paint = () => paintHearts(element.ownerDocument, vendorId, isSaved(vendorId));
    paint();
    const stopWatching = favouritesStore.subscribe((state, previous) => {
      if (state.saved[vendorId] !== previous.saved[vendorId]) paint();
    });
    const onClick = (event: Event) => {
      // The form's own submit is the no-JavaScript path.
      event.preventDefault();
      void toggleFavourite(vendorId, insertSource).then((outcome) => {
        // The code it needs could not load: the heart's server form does the job (its page
        // saves, or asks a visitor to log in first), when it does what the person asked.
        const byServer = () => {
          if ((outcome === 'save-failed' || outcome === 'no-layer') === formSaves) element.closest('form')?.submit();
        };
        if (outcome === 'no-layer') byServer();
        if (outcome === 'save-failed') void sayFailed(favouriteMessages.saveFailed, byServer);
        if (outcome === 'remove-failed') void sayFailed(favouriteMessages.removeFailed, byServer);
      });
    };
    element.addEventListener('click', onClick);
    return () => {
      stopWatching();
      element.removeEventListener('click', onClick);
    };
  },
});

/**
 * The toast (and React's UI host) loads with the first failure only, tried once more when it
 * fails; when it still cannot load, `otherwise`.
 */
async function sayFailed(message: string, otherwise: () => void): Promise<void> {
  try {
    const { showToast } = await importAgain(() => import('../../src/ui/toast/show-toast'));
    showToast(message, { tone: 'error' });
  } catch (error) {
    console.error('[widgets] Widget "favourite-button": the toast could not load.', error);
    otherwise();
  }
}
