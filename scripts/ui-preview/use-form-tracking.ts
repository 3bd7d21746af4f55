import { useEffect, useState, type RefObject } from 'react';
import { bindFormTracking } from '../../src/lib/form-tracking-dom';
import { createFormTracker, type FormTracker, type FormTrackingOptions } from '../../src/lib/form-tracking';

/**
 * The form's tracker (spec §4 actions 0-5), bound to the form element once it is mounted:
 * `shown` when it comes into view and a `change` per field the person changes. Call
 * `error(message)`, `success()` and `click()` from the form's own handlers. The tracker
 * lives as long as the component; its options are read once.
 */
export function useFormTracking(formRef: RefObject<HTMLElement | null>, options: FormTrackingOptions): FormTracker {
  const [tracker] = useState(() => createFormTracker(options));
  useEffect(() => {
    const form = formRef.current;
    return form ? bindFormTracking(form, tracker) : undefined;
  }, [formRef, tracker]);
  return tracker;
}
