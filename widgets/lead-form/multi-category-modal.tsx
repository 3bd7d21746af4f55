import { useRef, useState } from 'react';
import { readCookie, removeCookie, writeCookie } from '../../src/lib/cookies';
import { Modal } from '../../src/ui/modal/modal';
import { BACK_CLICKS_COOKIE, BACK_CLICKS_DAYS, SUCCESS_COOKIE } from '../../src/flows/multi-category/constants';
import { messages as m } from '../../src/flows/multi-category/messages';
import { MultiCategoryFlow } from '../../src/flows/multi-category/multi-category-flow';
import type { Preload } from '../../src/flows/multi-category/preload';

interface MultiCategoryModalProps {
  preload: Preload;
  isUS: boolean;
  /** Called once the modal has closed (its host may then go). */
  onClosed: () => void;
}

/** Spec §4: closing counts a back click (cookie, 1 day) and clears the message-request success flag. */
export function countBackClick(): void {
  const count = Number(readCookie(BACK_CLICKS_COOKIE) ?? '0');
  writeCookie(BACK_CLICKS_COOKIE, String((Number.isSafeInteger(count) && count > 0 ? count : 0) + 1), BACK_CLICKS_DAYS);
  removeCookie(SUCCESS_COOKIE);
}

/** The multi-category flow in the page-wide modal stack (spec §2 "Multi-category lead modal"). */
export function MultiCategoryModal({ preload, isUS, onClosed }: MultiCategoryModalProps) {
  const [open, setOpen] = useState(true);
  // Another modal was loading: the stack kept this one closed, which is no back click.
  const refused = useRef(false);
  return (
    <Modal
      open={open}
      variant="expanded"
      title={m.modalTitle}
      onOpenRefused={() => {
        refused.current = true;
      }}
      onOpenChange={(next) => {
        if (next) return;
        setOpen(false);
        if (!refused.current) countBackClick();
        onClosed();
      }}
    >
      <MultiCategoryFlow preload={preload} isUS={isUS} />
    </Modal>
  );
}
