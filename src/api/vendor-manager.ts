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

/**
 * Spec §2 /tools/VendorsReserved?idEmpresa: marks a saved vendor as hired ("Mark as hired"); the
 * answer is not shown. The spec names idEmpresa only; `referrerUrl` is ours: the venue list
 * (venue-list-vrm) passes on where the couple came from, and the server goes back there when it
 * is on this site.
 */
export const markHired = defineEndpoint({
  name: 'vendorManager.markHired',
  method: 'GET',
  path: '/tools/VendorsReserved',
  encoding: 'query',
  request: z.object({ idEmpresa: id, referrerUrl: z.optional(z.string()) }),
  answer: { kind: 'none' },
});

/**
 * Spec §2 /tools/VendorsAddRun: adds a vendor to the couple's vendor manager. The spec shows
 * neither the method nor the payload: ours is a form post of id_empresa with the category it was
 * added from (id_categ, as /tools/VendorsDelete takes), and no answer read.
 */
export const addVendor = defineEndpoint({
  name: 'vendorManager.addVendor',
  method: 'POST',
  path: '/tools/VendorsAddRun',
  encoding: 'form',
  request: z.object({ id_empresa: id, id_categ: optionalId }),
  answer: { kind: 'none' },
});
