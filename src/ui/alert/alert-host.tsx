import * as Dialog from '@radix-ui/react-dialog';
import { useStore } from 'zustand';
import { uiMessages } from '../messages';
import { ModalLayer } from '../modal/modal-layer';
import { useStackedOpen } from '../modal/use-stacked-open';
import { alertStore, dismissAlert } from './alert-store';
import { useAdoptedStyles } from '../../lib/use-adopted-styles';
import tokensCss from '../tokens.css?inline';
import modalCss from '../modal/modal.css?inline';
import alertCss from './alert.css?inline';

/**
 * Renders the page's alert from {@link alertStore}: an alertdialog named by its message with one
 * Accept button. It joins the modal stack (above open modals, page scroll locked) but skips the
 * loading gate, since an alert usually reports the outcome of the request a modal is loading for.
 * Escape accepts too; an overlay press does not, as an alert asks for an explicit answer.
 */
export function AlertHost() {
  // Added when first committed, not on import, so unused primitives tree-shake away.
  useAdoptedStyles(['ui-tokens', tokensCss], ['ui-modal', modalCss], ['ui-alert', alertCss]);
  const message = useStore(alertStore, (state) => state.message);
  const state = useStackedOpen({
    open: message !== null,
    onOpenChange: (open) => {
      if (!open) dismissAlert();
    },
    ignoreLoading: true,
  });

  return (
    <Dialog.Root open={state.open} onOpenChange={state.setOpen}>
      <ModalLayer zIndex={state.zIndex} variant="alert">
        <Dialog.Content
          role="alertdialog"
          className="alert"
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => state.restoreFocus(event)}
        >
          <Dialog.Title asChild>
            <p className="alert__message">{message}</p>
          </Dialog.Title>
          <div className="alert__actions">
            <Dialog.Close className="alert__accept">{uiMessages.accept}</Dialog.Close>
          </div>
        </Dialog.Content>
      </ModalLayer>
    </Dialog.Root>
  );
}
