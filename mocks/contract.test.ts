import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract, type ContractKey } from '../src/api';
import { call } from '../src/api/call';
import { samples } from './contract-samples';
import { ENDPOINT_HEADER } from './handle';
import { server } from './node';
import { logInAs, useMockBackend } from './testing';

useMockBackend();

/** Which endpoint's handler answered each mocked response, as the X-Mock-Endpoint header says. */
let answeredBy: (string | null)[] = [];
const record = ({ response }: { response: Response }) => answeredBy.push(response.headers.get(ENDPOINT_HEADER));
beforeEach(() => {
  answeredBy = [];
  server.events.on('response:mocked', record);
});
afterEach(() => server.events.removeListener('response:mocked', record));

const endpoints = Object.keys(contract) as ContractKey[];

describe('the stand-in backend covers the contract', () => {
  test('defines every call of the spec once, with a unique name', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(79);
    const names = endpoints.map((key) => contract[key].name);
    expect(new Set(names).size).toBe(names.length);
  });

  // A missing handler makes the call fail (onUnhandledRequest: 'error'); a handler that
  // answers off-contract fails the answer's own schema inside call().
  test.each(endpoints)('%s is answered by its own handler, within the contract', async (key) => {
    const endpoint = contract[key];
    const sample = samples[key];
    if (sample.as) await logInAs(sample.as);
    answeredBy = [];

    const result = await call(endpoint, sample.payload as never, { path: sample.path });

    expect(result, `${endpoint.method} ${endpoint.path}`).toMatchObject({ ok: true });
    expect(answeredBy.at(-1)).toBe(endpoint.name);
  });
});

describe('malformed requests', () => {
  test('a duplicate check without mail gets 400 with the zod issue for mail', async () => {
    const response = await fetch('/com-VerificaUserDup.php', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ isResponsive: '1' }),
    });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string[] }[] };
    expect(body.error).toBe('Invalid request for accounts.emailDuplicateCheck');
    expect(body.issues).toEqual([expect.objectContaining({ path: ['mail'], code: 'invalid_type' })]);
  });

  test('a non-numeric vendor id gets 400 naming the field', async () => {
    const response = await fetch('/listing/layer/deal?vendorId=rosewood', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string[] }[] };
    expect(body.issues.map((issue) => issue.path)).toEqual([['vendorId']]);
  });

  test('call() refuses a malformed payload before it leaves the page', async () => {
    const result = await call(contract.dealLayer, { vendorId: 'rosewood' });

    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', endpoint: 'listing.dealLayer' } });
  });
});
