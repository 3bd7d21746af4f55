import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { uiMessages } from '../messages';
import { isOnFloatingLayer, isTooltipOpen } from './floating-layers';
import { ModalLayer } from './modal-layer';
import { useStackedOpen, type StackedOpenOptions } from './use-stacked-open';
import { useAdoptedStyles } from '../../lib/use-adopted-styles';
import tokensCss from '../tokens.css?inline';
import modalCss from './modal.css?inline';

/** The spec's modal variants (§2). `sidebar` slides in from the right at full height. */
export type ModalVariant = 'default' | 'expanded' | 'fullscreen' | 'sidebar';

/** Props of {@link Modal}. Open state follows Radix: `open` / `defaultOpen` / `onOpenChange`. */
export interface ModalProps extends Omit<StackedOpenOptions, 'ignoreLoading'> {
  /** Names the dialog; always rendered, visually hidden with `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  variant?: ModalVariant;
  /** When false, neither Escape, an overlay press nor a close button closes the modal. */
  closeable?: boolean;
  /** Marks the modal busy; while any modal is loading, no other modal may open. */
  loading?: boolean;
  closeLabel?: string;
  /** Element that opens the modal (rendered in place); focus returns to it on close. */
  trigger?: ReactElement;
  className?: string;
  children?: ReactNode;
}

/**
 * A dialog on @radix-ui/react-dialog that joins the page-wide modal stack: it sits above modals
 * opened before it, keeps the page from scrolling while any modal is open, and opens only if no
 * other modal is loading. A refused open keeps it closed and calls `onOpenRefused`; if the request
 * came through the `open` prop, `onOpenChange(false)` also hands the caller's state back.
 *
 * @example
 * <Modal open={open} onOpenChange={setOpen} title="Where" variant="sidebar">…</Modal>
 */
export function Modal(props: ModalProps) {
  // Added when first committed, not on import, so unused primitives tree-shake away.
  useAdoptedStyles(['ui-tokens', tokensCss], ['ui-modal', modalCss]);
  const { title, hideTitle, description, variant = 'default', closeable = true, loading = false } = props;
  const state = useStackedOpen(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // A close through the `open` prop: the content may still be there (its exit animation).
  useLayoutEffect(() => {
    if (!state.open) releaseCaret(contentRef.current);
  }, [state.open]);
  const className = ['modal', variant === 'default' ? '' : `modal--${variant}`, props.className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <Dialog.Root
      open={state.open}
      onOpenChange={(open) => {
        if (!open) releaseCaret(contentRef.current);
        state.setOpen(open);
      }}
    >
      {props.trigger && (
        <Dialog.Trigger asChild ref={triggerRef}>
          {props.trigger}
        </Dialog.Trigger>
      )}
      <ModalLayer zIndex={state.zIndex} variant={variant}>
        <Dialog.Content
          ref={contentRef}
          className={className}
          aria-busy={loading || undefined}
          onEscapeKeyDown={(event) => {
            if (!closeable || !state.top || isTooltipOpen()) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!closeable || !state.top || isOnFloatingLayer(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => state.restoreFocus(event, triggerRef.current)}
        >
          <div className="modal__header">
            <Dialog.Title className={hideTitle ? 'modal__title ui-visually-hidden' : 'modal__title'}>{title}</Dialog.Title>
            {closeable && (
              <Dialog.Close className="modal__close" aria-label={props.closeLabel ?? uiMessages.close}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </div>
          {description && <Dialog.Description className="modal__description">{description}</Dialog.Description>}
          <div className="modal__body">{props.children}</div>
        </Dialog.Content>
      </ModalLayer>
    </Dialog.Root>
  );
}

/**
 * Takes the text caret out of a closing modal: WebKit (Safari) otherwise scrolls the page to where
 * the removed modal's caret was, the end of the body where the portal puts it, a moment after it
 * has gone. The field loses the focus too; Radix then gives it back to the opener as before.
 */
function releaseCaret(content: HTMLElement | null): void {
  if (!content) return;
  const selection = document.getSelection();
  if (selection?.anchorNode && content.contains(selection.anchorNode)) selection.removeAllRanges();
  const active = document.activeElement;
  if (active instanceof HTMLElement && content.contains(active)) active.blur();
}
