import { describe, expect, it } from 'vitest';
import { closeShown } from './close-shown';

describe('the chat’s Close button (spec §6)', () => {
  it('is shown to logged-in couples and vendors on a phone or in the app', () => {
    for (const actor of ['user', 'vendor'] as const) {
      expect(closeShown(actor, { phone: true, app: false })).toBe(true);
      expect(closeShown(actor, { phone: false, app: true })).toBe(true);
      expect(closeShown(actor, { phone: true, app: true })).toBe(true);
    }
  });

  it('is not shown on a wider screen of a browser, nor to visitors, nor before the actor is known', () => {
    expect(closeShown('user', { phone: false, app: false })).toBe(false);
    expect(closeShown('vendor', { phone: false, app: false })).toBe(false);
    expect(closeShown('anonymous', { phone: true, app: true })).toBe(false);
    expect(closeShown('anonymous-vendor', { phone: true, app: true })).toBe(false);
    expect(closeShown(undefined, { phone: true, app: true })).toBe(false);
  });
});
