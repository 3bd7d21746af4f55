import { expect, it, vi } from 'vitest';
import { emit, on } from './events';

it('delivers an event to every listener even when one of them fails, and stops when asked', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const seen: string[] = [];
  const stopA = on('auth:done', () => {
    throw new Error('header broke');
  });
  const stopB = on('auth:done', ({ type }) => seen.push(type));
  emit('auth:done', { type: 'vendor' });
  expect(seen).toEqual(['vendor']);
  expect(error).toHaveBeenCalledWith('[widgets] A listener of "auth:done" failed.', expect.any(Error));
  stopA();
  stopB();
  emit('auth:done', { type: 'user' });
  expect(seen).toEqual(['vendor']);
  error.mockRestore();
});
