// Preview only (the gallery at /): the shared UI primitives of src/ui on their own, in their
// states. Built into .preview/ by the preview server, never into dist/.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { showAlert } from '../../src/ui/alert/show-alert';
import { Modal, type ModalVariant } from '../../src/ui/modal/modal';
import { showToast } from '../../src/ui/toast/show-toast';
import { openDeal } from '../../widgets/vendor-tiles/deal';
import { TrackingDemo } from './tracking-demo';

const VARIANTS: ModalVariant[] = ['default', 'expanded', 'fullscreen', 'sidebar'];

function VariantDemo({ variant }: { variant: ModalVariant }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button className="btn btn--outline btn--small" type="button" onClick={() => setOpen(true)}>
        {`Open ${variant} modal`}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={`A ${variant} modal`} variant={variant}>
        <p>Escape, the close button or a press on the overlay closes it; focus goes back to the button.</p>
      </Modal>
    </>
  );
}

function StackDemo() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <button className="btn btn--outline btn--small" type="button" onClick={() => setFirst(true)}>
        Open stacked modals
      </button>
      <Modal open={first} onOpenChange={setFirst} title="Start your search">
        <p>The page stays blocked until the last modal closes.</p>
        <button className="btn btn--primary btn--small" type="button" onClick={() => setSecond(true)}>
          Open a second modal
        </button>
      </Modal>
      <Modal open={second} onOpenChange={setSecond} title="Where" variant="sidebar">
        <p>This one sits above the first; Escape closes only this one.</p>
      </Modal>
    </>
  );
}

function LoadingDemo() {
  const [open, setOpen] = useState(false);
  const [other, setOther] = useState(false);
  const [note, setNote] = useState('');
  return (
    <>
      <button className="btn btn--outline btn--small" type="button" onClick={() => setOpen(true)}>
        Open a loading modal
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Sending messages..." loading closeable={false}>
        <p>While a modal is loading, no other modal may open.</p>
        <button className="btn btn--primary btn--small" type="button" onClick={() => setOther(true)}>
          Try to open another modal
        </button>
        <p aria-live="polite">{note}</p>
        <button className="btn btn--ghost btn--small" type="button" onClick={() => setOpen(false)}>
          Finish loading and close
        </button>
      </Modal>
      <Modal open={other} onOpenChange={setOther} onOpenRefused={() => setNote('Refused: another modal is loading.')} title="Refused modal">
        <p>You should not see this while the other modal is loading.</p>
      </Modal>
    </>
  );
}

function UiPreview() {
  return (
    <div className="gallery__controls">
      {VARIANTS.map((variant) => (
        <VariantDemo key={variant} variant={variant} />
      ))}
      <StackDemo />
      <LoadingDemo />
      <button className="btn btn--outline btn--small" type="button" onClick={() => showAlert('A user with this email address already exists.')}>
        Show an alert
      </button>
      <button className="btn btn--outline btn--small" type="button" onClick={() => showToast('Email resent!', { tone: 'success' })}>
        Show a toast
      </button>
      <DealDemo />
    </div>
  );
}

/** A tile's deal badge (vendor 1000 of the stand-in): its tooltip (no React) opens on the first hover, focus or tap. */
function DealDemo() {
  const open = (event: { currentTarget: HTMLAnchorElement }) => {
    const link = event.currentTarget;
    if (link.dataset.dealOpen === undefined) {
      link.dataset.dealOpen = '';
      openDeal(link);
    }
  };
  return (
    <span data-vendor-id="1000">
      <a className="badge badge--deal" href="#deal" onPointerEnter={open} onFocus={open} onClick={(event) => event.preventDefault()}>
        Deal (tooltip)
      </a>
    </span>
  );
}

const host = document.getElementById('ui-preview');
if (host) createRoot(host).render(<UiPreview />);
const trackingHost = document.getElementById('tracking-preview');
if (trackingHost) createRoot(trackingHost).render(<TrackingDemo />);
