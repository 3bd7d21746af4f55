import { expect, it } from 'vitest';
import { isEnhancerDefinition, isWidgetDefinition } from './define-widget';
import { loaders } from './loaders';
import { registry } from './registry';

it('has a loader for every registered widget and no loader without a registration', () => {
  expect(Object.keys(loaders).sort()).toEqual(Object.keys(registry.hydrate).sort());
});

it('loads every registered widget as a widget or enhancer definition', async () => {
  for (const load of Object.values(loaders)) {
    const mod = await load();
    expect(isWidgetDefinition(mod.default) || isEnhancerDefinition(mod.default)).toBe(true);
  }
});
