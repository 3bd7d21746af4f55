import * as z from 'zod/mini';
import { id } from '../../src/api/id-schema';
import { defineEnhancer } from '../../src/boot/define-widget';

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
 * this chunk stays a few hundred bytes.
 */
export default defineEnhancer({
  props: expertAdviceButtonPropsSchema,
  enhance(element, props) {
    const onClick = (event: Event) => {
      event.preventDefault();
      void stepperChunk.load().then(({ startExpertAdvice }) => startExpertAdvice(props));
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  },
});
