import { html } from '../../fixtures/pages/html';
import type * as api from '../../src/api/expert-advice';
import { plannerModal, savePlannerStep } from '../../src/api/expert-advice';
import { findLead, findUser } from '../db';
import { handle } from '../handle';
import { forbidden, notFound } from './http';
import type { HandlersFor } from './types';

export const expertAdviceHandlers = {
  // The spec says the answer is not read; the stand-in keeps no planner state.
  savePlannerStep: handle(savePlannerStep, () => undefined),

  plannerModal: handle(plannerModal, ({ payload }) => {
    const lead = findLead(payload.leadId);
    const user = findUser(payload.userId);
    if (!lead || !user) return notFound();
    if (lead.userId !== user.id) return forbidden();
    const firstName = user.name.split(' ')[0] ?? user.name;
    return {
      html: html`<section class="expert-advice" aria-labelledby="expert-advice-title" data-lead-id="${lead.id}" data-planner-flow-id="1">
<h2 id="expert-advice-title">${firstName}, want free advice from a wedding expert?</h2>
<p>Book a free 20-minute call: we will help you with your budget, your style and the vendors you still need.</p>
<button class="btn btn--primary" type="button" data-step="planningAdvice">Let’s go</button>
<button class="btn btn--ghost" type="button" data-answer="notNow">Not now</button>
</section>`.value,
    };
  }),
} satisfies HandlersFor<typeof api>;
