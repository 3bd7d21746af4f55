import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { hubRequestSchema, MAX_MESSAGE_LENGTH, readMessage } from './cross-storage-messages';

// Accepts any object, so only readMessage's own checks stand between a message and the caller.
const anyObject = z.record(z.string(), z.unknown());

describe('reading a cross-storage message', () => {
  it('reads a known request', () => {
    expect(readMessage('{"id":"7","method":"get","key":"location"}', hubRequestSchema)).toEqual({ id: '7', method: 'get', key: 'location' });
  });

  it('reads a message of exactly the longest length and refuses one character more', () => {
    const message = (length: number) => `{"v":"${'x'.repeat(length - 8)}"}`;
    expect(message(MAX_MESSAGE_LENGTH)).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(readMessage(message(MAX_MESSAGE_LENGTH), anyObject)).toBeDefined();
    expect(readMessage(message(MAX_MESSAGE_LENGTH + 1), anyObject)).toBeUndefined();
  });

  it.each([
    ['__proto__ at the top', '{"__proto__":{"polluted":1}}'],
    ['constructor.prototype nested', '{"a":{"constructor":{"prototype":{"polluted":1}}}}'],
    ['__proto__ inside an array', '{"a":[{"__proto__":{"polluted":1}}]}'],
    ['prototype alone', '{"prototype":1}'],
  ])('refuses a prototype key (%s) even where the schema would take it', (_, data) => {
    expect(anyObject.safeParse(JSON.parse(data)).success).toBe(true);
    expect(readMessage(data, anyObject)).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['a number', 42],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['a JSON string', '"text"'],
    ['broken JSON', '{"a":'],
  ])('refuses %s', (_, data) => {
    expect(readMessage(data, anyObject)).toBeUndefined();
  });
});
