import { useRef, useState } from 'react';
import { readValue, removeValue, writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import { Modal } from '../../src/ui/modal/modal';
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
  writeValue(storedValues.multileadBackClicks, (readValue(storedValues.multileadBackClicks) ?? 0) + 1);
  removeValue(storedValues.messageRequestSuccess);
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
