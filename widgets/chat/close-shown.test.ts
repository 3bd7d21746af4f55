import { describe, expect, it } from 'vitest';
import { closeShown } from './close-shown';

const WIDE = { phone: false, app: false };

describe('the chat’s Close button (spec §6: logged users, mobile, or apps)', () => {
  it('is shown to logged-in couples and vendors, on any screen', () => {
    for (const actor of ['user', 'vendor'] as const) {
      expect(closeShown(actor, WIDE)).toBe(true);
      expect(closeShown(actor, { phone: true, app: false })).toBe(true);
      expect(closeShown(actor, { phone: false, app: true })).toBe(true);
    }
  });

  it('is shown to anyone on a phone or in the app, visitors too', () => {
    for (const actor of ['anonymous', 'anonymous-vendor', undefined] as const) {
      expect(closeShown(actor, { phone: true, app: false })).toBe(true);
      expect(closeShown(actor, { phone: false, app: true })).toBe(true);
    }
  });

  it('is not shown to a visitor on a wider screen of a browser: Minimize only', () => {
    for (const actor of ['anonymous', 'anonymous-vendor', undefined] as const) expect(closeShown(actor, WIDE)).toBe(false);
  });
});
