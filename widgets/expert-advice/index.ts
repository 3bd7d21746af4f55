import * as z from 'zod/mini';
import { id } from '../../src/api/id-schema';
import { defineEnhancer } from '../../src/boot/define-widget';
import { importAgain } from '../../src/lib/import-again';
import { sayLoadFailed } from '../../src/ui/load-failed';
import { expertAdviceButtonMessages as m } from './messages';

const text = z.optional(z.string().check(z.minLength(1)));

/**
 * What the server writes on the button: the planner flow to save into and, for a logged-in
 * couple, who they are (the scheduler is prefilled with name and e-mail).
 */
export const expertAdviceButtonPropsSchema = z.object({
  plannerFlowId: id,
  userId: z.optional(id),
  name: text,
  email: text,
  variantName: text,
});

/** The stepper's code, read at each load, so a test can make it fail as a lost chunk would. */
export const stepperChunk = { load: () => import('../../src/flows/expert-advice/index.ts') };

/**
 * "Book a free call with a wedding expert": starts the expert-advice stepper without a lead.
 * The stepper's own chunk (shared with the lead form's nextStep) loads on the first press, so
 * this chunk stays a few hundred bytes; tried once more when it fails, then said beside the
 * button with a Try again.
 */
export default defineEnhancer({
  props: expertAdviceButtonPropsSchema,
  enhance(element, props) {
    let stopNotice = () => {};
    const start = async (again = false) => {
      stopNotice();
      try {
        const { startExpertAdvice } = await importAgain(() => stepperChunk.load());
        startExpertAdvice(props);
      } catch (error) {
        // No server page starts the stepper: the words go beside the button, with a Try again.
        console.error('[widgets] Widget "expert-advice": the stepper could not load.', error);
        stopNotice = sayLoadFailed(element, { message: m.partFailed, retry: m.retry }, () => void start(true), { focus: again });
      }
    };
    const onClick = (event: Event) => {
      event.preventDefault();
      void start();
    };
    element.addEventListener('click', onClick);
    return () => {
      stopNotice();
      element.removeEventListener('click', onClick);
    };
  },
});
