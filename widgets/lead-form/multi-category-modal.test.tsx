import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../../fixtures/pages/site';
import { createLead, findUser, findVendor } from '../../mocks/db';
import { nextStepAfterLead } from '../../mocks/handlers/lead-flow';
import { expectConsole } from '../../mocks/console-guard';
import { logInAs, readableCookies, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { emit } from '../../src/lib/events';
import { removeCookie, writeCookie } from '../../src/lib/cookies';
import type { NextStep } from '../../src/api/lead-schemas';
import { openMultiCategoryModal } from './open-multi-category';

useMockBackend();

const BACK_CLICKS = 'multilead-category-num-back-clicks';

/**
 * The stand-in's answer to a lead sent to a venue when no similar venue is left to contact:
 * the couple writes to Crystal Estate (Florida), having written to the other venue already.
 */
function stepAfterVenueLead(): NextStep {
  const vendor = findVendor(1019)!;
  const user = findUser(1)!;
  const lead = createLead({ vendorId: vendor.id, userId: user.id, name: user.name, mail: user.mail, phone: null, eventDate: null, guests: null, role: 1, source: 'lead-form', frmInsert: 26, message: 'Hello there, we love it!' });
  const page = createContext(new URL('http://localhost/emp-Form.php?id_empresa=1019'), { bundleSrc: '', headExtra: '' });
  return nextStepAfterLead({ page, lead, vendor, user });
}

afterEach(async () => {
  emit('modals:close', {});
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  removeCookie(BACK_CLICKS);
});

describe('openMultiCategoryModal(nextStep)', () => {
  it('opens the flow with the categories preloaded in the step, and counts a back click on each close', async () => {
    writeSiteConfig({ country: 'US' });
    await logInAs('couple');
    const step = stepAfterVenueLead();
    expect(step.type).toBe('multi_category_lead_modal');
    writeCookie('messageRequestSuccess', '1');
    const user = userEvent.setup();

    openMultiCategoryModal(step);
    const dialog = await screen.findByRole('dialog', { name: 'Contact more vendors' });
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'Recommended photographers in Florida' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: 'Request pricing: Crystal Photography' })).toBeChecked();
    expect(within(dialog).getByText('Recommended venues in Florida').closest('li')).toHaveTextContent('Contacted');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readableCookies()[BACK_CLICKS]).toBe('1');
    expect(readableCookies()).not.toHaveProperty('messageRequestSuccess');

    openMultiCategoryModal(step);
    await screen.findByRole('dialog', { name: 'Contact more vendors' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readableCookies()[BACK_CLICKS]).toBe('2');
  });

  it('ends loading silently when the preloaded categories do not parse', async () => {
    expectConsole('error', '[multi-category] The preloaded JSON is not valid JSON.');
    writeSiteConfig({ country: 'US' });
    openMultiCategoryModal({ type: 'multi_category_lead_modal', html: '<script type="application/json" data-multi-category-preload>{"categories": [oops</script>' });
    const dialog = await screen.findByRole('dialog', { name: 'Contact more vendors' });
    await waitFor(() => expect(dialog.querySelector('.mc')).not.toBeNull());
    expect(dialog.querySelector('.mc')).not.toHaveAttribute('aria-busy');
    expect(within(dialog).queryByRole('region', { name: 'Categories' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText(/Loading/)).toBeNull();
  });
});
