import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { enhanceForm, type FormKit, type FormKitOptions } from './form-kit';

/**
 * The form kit on a form React renders: bound once the form is mounted, unbound with it. The
 * latest options are used at each submit, so handlers may close over state.
 */
export function useFormKit(formRef: RefObject<HTMLFormElement | null>, options: FormKitOptions): FormKit | undefined {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [kit, setKit] = useState<FormKit>();
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const bound = enhanceForm(form, {
      get rules() {
        return latest.current.rules;
      },
      submit: (f) => latest.current.submit(f),
      tracking: latest.current.tracking,
      onProblem: (message) => latest.current.onProblem?.(message),
      summary: latest.current.summary,
    });
    setKit(bound);
    return () => bound.destroy();
  }, [formRef]);
  return kit;
}
