import * as z from 'zod/mini';

/**
 * A positive numeric id, from the wire (a form field, a data-* attribute) or typed. A missing or
 * non-numeric one fails (NaN, 0). In a module of its own, in the chunk every page loads: the
 * props of hearts and tiles parse with it without bringing the contract's other fields along.
 */
export const id = z.coerce.number().check(z.int(), z.positive());
