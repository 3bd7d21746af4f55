import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { id, optionalFlag, trimmedText } from './fields';

// Conversations on a lead ("request", solicitud): the couple and the vendor reply to each
// other, and the vendor's pending-requests counter. Split from chat.ts to keep files small.

/** Spec §7: the couple replies to a vendor in a lead conversation; the answer is not shown. */
export const replyToVendor = defineEndpoint({
  name: 'chat.replyToVendor',
  method: 'POST',
  path: '/tools/VendorsSolicRun',
  encoding: 'form',
  request: z.object({
    is_mobile: optionalFlag,
    Comentario: trimmedText(1),
    id_solicitud: id,
    socketId: z.optional(z.string()),
  }),
  answer: { kind: 'none' },
});

/** Spec §7: the vendor replies to a couple from the requests admin; the answer is not shown. */
export const replyToUser = defineEndpoint({
  name: 'chat.replyToUser',
  method: 'POST',
  path: '/emp-AdminSolicitudesShowRun.php',
  encoding: 'form',
  request: z.object({ Comentario: trimmedText(1), id_solicitud: id, socketId: z.optional(z.string()) }),
  answer: { kind: 'none' },
});

/** Spec §7: records that a message notification was shown. The path is not shown in the spec. */
export const pushShowTrace = defineEndpoint({
  name: 'chat.pushShowTrace',
  method: 'POST',
  path: '/pusher/pusherShowTrace.php',
  pathNotShown: true,
  encoding: 'form',
  request: z.object({ idMessage: id }),
  answer: { kind: 'none' },
});

/**
 * Spec §6/§7: the vendor's pending-requests counter. Path and answer are not shown in the
 * spec; the stand-in answers `{ numPending }`, the count of unread requests and messages.
 */
export const vendorPendingCount = defineEndpoint({
  name: 'chat.vendorPendingCount',
  method: 'GET',
  path: '/emp-AdminSolicitudesPending.php',
  pathNotShown: true,
  encoding: 'none',
  request: z.object({}),
  answer: { kind: 'json', schema: z.object({ numPending: z.int().check(z.gte(0)) }) },
});

/** Spec §7: refreshes a vendor request after a realtime message. Path and answer are not shown in the spec. */
export const vendorRequestRefresh = defineEndpoint({
  name: 'chat.vendorRequestRefresh',
  method: 'POST',
  path: '/emp-AdminSolicitudesRefresh.php',
  pathNotShown: true,
  encoding: 'form',
  request: z.object({ idMessage: id }),
  answer: { kind: 'none' },
});
