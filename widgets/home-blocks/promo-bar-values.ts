import { readValue, writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';

const { promoBarClosed } = storedValues;

/** Whether the bar was closed in the last day. */
export const isClosed = (): boolean => readValue(promoBarClosed) === '1';

/** Remembers the close for a day (spec §9). */
export const rememberClose = (): void => void writeValue(promoBarClosed, '1');
