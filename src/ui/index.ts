/**
 * Shared UI primitives, each wrapped once: modal, alert, toast, tooltip (a server fragment in a
 * modal, the host roots and the links that open modals: `./fragment`). Each component module
 * imports its own CSS, so Vite ships the styles with the lazy chunk that uses them.
 */
export { Modal, type ModalProps, type ModalVariant } from './modal/modal';
export { canOpenModal, isAnyModalLoading, modalStack, type ModalStackEntry, type ModalStackState } from './modal/modal-stack';
export { showAlert } from './alert/show-alert';
export { isAlertActive } from './alert/alert-store';
export { mountToastRegion, showToast, type ShowToastOptions } from './toast/show-toast';
export { dismissToast, type ToastTone } from './toast/toast-store';
export { Tooltip, type TooltipProps } from './tooltip/tooltip';
export { TOAST_DURATION_MS, TOOLTIP_OPEN_DELAY_MS } from './constants';
export { uiMessages } from './messages';
