import { describe, expect, it, vi } from 'vitest';
import { accountChannel, parseRealtimeEvent, pendingCountOf } from './realtime-events';

describe('the realtime contract', () => {
  it('names the private channel of a couple and of a vendor', () => {
    expect(accountChannel('user', 1)).toBe('private-user-1');
    expect(accountChannel('vendor', 1000)).toBe('private-vendor-1000');
  });

  it('drops and logs a lead event that does not match its schema, naming who read it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRealtimeEvent('lead', { text: '<img src=x onerror=alert(1)>', url: '/inbox?id=1' }, 'Widget "header"')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[widgets] Widget "header": a realtime "lead" event did not match its schema; dropped.', expect.any(Array));
  });

  it('parses a lead event that matches', () => {
    const lead = { text: 'Sam sent you a request', url: '/inbox?id=7', idLead: 7, id: 7, actorImgUrl: null, numUnreadMsgLead: 1 };
    expect(parseRealtimeEvent('lead', lead, 'Widget "header"')).toEqual(lead);
  });

  it.each([
    [{ body: 'Hi', numPending: 42 }, 42],
    [{ numPending: 0 }, 0],
    [{ numPending: -1 }, undefined],
    [{ numPending: 1.5 }, undefined],
    [{ numPending: '3' }, undefined],
    [{ body: 'Hi' }, undefined],
    [null, undefined],
  ])('reads the pending count of the message %j as %s', (data, count) => {
    expect(pendingCountOf(data)).toBe(count);
  });
});
