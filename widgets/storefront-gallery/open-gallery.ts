import { createElement } from 'react';
import { mountUiHost, type UiHost } from '../../src/ui/host/mount-host';
import { GalleryModal, type GalleryModalProps } from './gallery-modal';

const HOST = 'storefront-gallery';
let host: UiHost | undefined;

/**
 * Opens the full-screen gallery in a root of its own (the strip stays the server's HTML); one at
 * a time: a second open while one is showing is ignored. Closed, its host goes.
 */
export function openGallery(props: Omit<GalleryModalProps, 'onClosed'>): void {
  const opened = mountUiHost(HOST, createElement(GalleryModal, { ...props, onClosed: () => opened.close() }));
  if (opened.created) host = opened;
}

/** Takes the gallery away now (its widget leaves the page). */
export function closeGallery(): void {
  host?.unmount();
  host = undefined;
}
