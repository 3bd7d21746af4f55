import * as z from 'zod/mini';

/** The manager and the venue list carry no props: the links and forms inside say what to do. */
export const vendorManagerPropsSchema = z.object({});
