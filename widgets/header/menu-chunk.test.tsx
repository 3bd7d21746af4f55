import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../mocks/console-guard';
import { logInAs, useMockBackend } from '../../mocks/testing';
import { useMenuFragment } from './use-menu-fragment';

// The account dropdown when the account chunk cannot load: tried twice, then the menu's error
// with its retry; a chunk that fails once is tried again. Nothing else in this file loads it first.
const lost = vi.hoisted(() => ({ data: 0 }));
vi.mock('./account-data', async (importOriginal) => {
  if (lost.data > 0 && lost.data--) throw new Error('Failed to fetch dynamically imported module: account-data');
  return importOriginal();
});

useMockBackend();

describe('the account dropdown’s chunk', () => {
  it('failing twice, the menu says it could not load; asked again, a chunk that fails once more is tried again and the menu loads', async () => {
    expectConsole('error', /Widget "header": the account menu could not be loaded/);
    await logInAs('couple');
    lost.data = 3;
    const { result } = renderHook(() => useMenuFragment('user'));
    await act(() => result.current.fetch());
    expect(result.current.fragment).toEqual({ state: 'error' });
    expect(lost.data).toBe(1);
    await act(() => result.current.fetch());
    await waitFor(() => expect(result.current.fragment.state).toBe('ready'));
    expect(lost.data).toBe(0);
  });
});
