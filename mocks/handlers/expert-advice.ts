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
    // The modal's markup as the PHP site would send it: the flow's id on its root (the client
    // reads it from the inert answer) and a greeting (the client shows it cleaned). A name with
    // markup in it stays text here, escaped by `html`.
    return {
      html: html`<section class="expert-advice" data-lead-id="${lead.id}" data-planner-flow-id="${lead.id}">
<div data-greeting><p><strong>${firstName}, want free advice from a wedding expert?</strong></p>
<p>Book a free 20-minute call: we will help you with your budget, your style and the vendors you still need.</p></div>
</section>`.value,
    };
  }),
} satisfies HandlersFor<typeof api>;
