import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { originSchema } from '../../src/lib/config-keys';
import { startStorageHub } from '../../src/lib/cross-storage-hub';

/**
 * The cross-domain storage hub (spec §7: a storage iframe with postMessage get/set/remove): the
 * page the site config's `storageHub.url` names puts `data-widget="storage-hub"
 * data-hydrate="load"` on an element, with the country domains' origins that may use it as JSON
 * props (`{"clients": ["https://www.example.com", …]}`). It answers those origins only, each
 * with its own answers, and tells its parent it is ready (src/lib/cross-storage-hub.ts).
 */
export default defineEnhancer({
  props: z.object({ clients: z.array(originSchema).check(z.minLength(1)) }),
  enhance(_element, { clients }) {
    return startStorageHub({ allowedOrigins: clients });
  },
});
