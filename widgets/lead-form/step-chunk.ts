import { importAgain } from '../../src/lib/import-again';
import { sayLoadFailed } from '../../src/ui/load-failed';
import { leadMessages as m } from './messages';

// The next step's code, and each step's own, load when a lead's answer names one: a
// storefront's form carries none of it until it is sent.

/** What the page knows of the lead a next step follows. */
export interface LeadContext {
  vendorId: number;
  promotionId?: number;
  name?: string;
  mail?: string;
  /** Where the person sent it (the sent note, a multilead form): a next step that cannot load says so right after it. */
  place?: Element;
}

/**
 * A next step whose code loads now, tried once more when it fails. When it still cannot load
 * (offline, or a deploy removed its chunk) there is no server page for it: the lead went, so
 * the words go beside where it was sent, with a Try again.
 */
export async function withChunk<M>(load: () => Promise<M>, lead: LeadContext, leaving: () => void, open: (chunk: M) => void, again = false): Promise<void> {
  let chunk: M;
  try {
    chunk = await importAgain(load);
  } catch (error) {
    console.error('[widgets] Widget "lead-form": the next step could not load.', error);
    const retry = () => void withChunk(load, lead, leaving, open, true);
    if (lead.place?.isConnected) sayLoadFailed(lead.place, { message: m.partFailed, retry: m.retry }, retry, { focus: again });
    return;
  }
  leaving();
  open(chunk);
}

