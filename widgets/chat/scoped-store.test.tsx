import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import { defineWidget } from '../../src/boot/react-widget';
import { createRuntime } from '../../src/boot/runtime';
import { startWidgets } from '../../src/boot/scanner';
import { createScopedStore } from './scoped-store';

interface Draft {
  vendor: string;
  message: string;
  type(text: string): void;
}

const draft = createScopedStore<Draft, { vendor: string }>((props) => (set) => ({
  vendor: props.vendor,
  message: '',
  type: (text) => set({ message: text }),
}));

function MessageField() {
  const vendor = draft.useScoped((s) => s.vendor);
  const message = draft.useScoped((s) => s.message);
  const type = draft.useScoped((s) => s.type);
  return (
    <label>
      {`Message to ${vendor}`}
      <textarea value={message} onChange={(e) => type(e.target.value)} />
    </label>
  );
}

function Counter() {
  const message = draft.useScoped((s) => s.message);
  return <p>{`${draft.useScoped((s) => s.vendor)}: ${message.length} characters`}</p>;
}

const leadForm = defineWidget({
  props: z.object({ vendor: z.string() }),
  component: (props) => (
    <draft.Provider initial={props}>
      <MessageField />
      <Counter />
    </draft.Provider>
  ),
});

let stop = () => {};
afterEach(() => stop());

it('gives each instance of a widget its own state, so two lead forms share a page', async () => {
  document.body.innerHTML = '<div data-widget="lead" data-hydrate="load" data-vendor="Rosewood Estate"></div><div data-widget="lead" data-hydrate="load" data-vendor="Bluebell Photography"></div>';
  stop = startWidgets(document, { runtime: async () => createRuntime({ lead: async () => ({ default: leadForm }) }) });
  const first = await screen.findByRole('textbox', { name: 'Message to Rosewood Estate' });
  await userEvent.type(first, 'Hello there');
  await waitFor(() => expect(screen.getByText('Rosewood Estate: 11 characters')).toBeInTheDocument());
  expect(screen.getByText('Bluebell Photography: 0 characters')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Message to Bluebell Photography' })).toHaveValue('');
});
