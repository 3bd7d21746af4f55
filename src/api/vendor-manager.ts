import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { flag, id, optionalFlag, optionalId } from './fields';

/** Spec §7: saves a vendor as a favourite of the logged-in couple; the answer is not shown. */
export const saveFavourite = defineEndpoint({
  name: 'vendorManager.saveFavourite',
  method: 'GET',
  path: '/vendor/save-as-favorite',
  encoding: 'query',
  request: z.object({ vendorId: id, insertSource: z.optional(z.string()) }),
  answer: { kind: 'none' },
});

/** Spec §7: removes a favourite; the answer is not shown. */
export const deleteFavourite = defineEndpoint({
  name: 'vendorManager.deleteFavourite',
  method: 'GET',
  path: '/tools/VendorsDelete',
  encoding: 'query',
  request: z.object({ id_empresa: id, id_categ: optionalId }),
  answer: { kind: 'none' },
});

/** Spec §7: the wedding-date modal (HTML). */
export const weddingDateModal = defineEndpoint({
  name: 'vendorManager.weddingDateModal',
  method: 'GET',
  path: '/tools/WeddingDate',
  encoding: 'query',
  request: z.object({ isResponsive: flag }),
  answer: { kind: 'html' },
});

/** Spec §5: year-month-day, 4-digit year, month 1-12 and day 1-31 with optional leading zeros. */
export const weddingDatePattern = /^\d{4}-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])$/;

/** Spec §7: saves the wedding date; the page reloads after. */
export const weddingDateRun = defineEndpoint({
  name: 'vendorManager.weddingDateSave',
  method: 'GET',
  path: '/tools/WeddingDateRun',
  encoding: 'query',
  request: z.object({ isResponsive: optionalFlag, date: z.string().check(z.regex(weddingDatePattern)) }),
  answer: { kind: 'none' },
});
