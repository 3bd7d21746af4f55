import type { HttpHandler } from 'msw';
import type { EndpointsOf } from '../../src/api/fields';

/**
 * One handler per endpoint of a contract module: handler maps declare `satisfies
 * HandlersFor<typeof api>`, so a contract endpoint without a mock fails the type check.
 */
export type HandlersFor<M> = { [K in keyof EndpointsOf<M>]: HttpHandler };
