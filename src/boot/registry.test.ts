import { expect, it } from 'vitest';
import { isEnhancerDefinition, isWidgetDefinition } from './mount';
import { loaders } from './loaders';

it('loads every registered widget as a widget or enhancer definition', async () => {
  for (const load of Object.values(loaders)) {
    const mod = await load();
    expect(isWidgetDefinition(mod.default) || isEnhancerDefinition(mod.default)).toBe(true);
  }
});
