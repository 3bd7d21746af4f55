import { expect, it } from 'vitest';
import { isEnhancerDefinition, isWidgetDefinition } from './define-widget';
import { loaders } from './loaders';
import { registry } from './registry';

it('has a loader for every widget the entry names, so only interaction widgets are left out of the entry', () => {
  for (const name of Object.keys(registry.hydrate)) expect(loaders, name).toHaveProperty([name]);
  expect(Object.values(registry.hydrate)).not.toContain('interaction');
});

it('loads every registered widget as a widget or enhancer definition', async () => {
  for (const load of Object.values(loaders)) {
    const mod = await load();
    expect(isWidgetDefinition(mod.default) || isEnhancerDefinition(mod.default)).toBe(true);
  }
});
