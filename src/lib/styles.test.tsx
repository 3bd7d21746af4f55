import { render, screen } from '@testing-library/react';
import { Suspense, useLayoutEffect, useRef } from 'react';
import { expect, it } from 'vitest';
import { type Sheet } from './styles';
import { useAdoptedStyles } from './use-adopted-styles';

const sheetsNamed = (id: string) => document.head.querySelectorAll(`style[data-widget-styles="${id}"]`);

function Note({ sheet, text }: { sheet: Sheet; text: string }) {
  useAdoptedStyles(sheet);
  return <p className="note">{text}</p>;
}

it('adds a sheet once however many components use it, and its rules apply', () => {
  const sheet: Sheet = ['test-once', '.note { display: none; }'];
  render(
    <>
      <Note sheet={sheet} text="First" />
      <Note sheet={sheet} text="Second" />
    </>,
  );
  expect(screen.getByText('First')).not.toBeVisible();
  expect(screen.getByText('Second')).not.toBeVisible();
  expect(sheetsNamed('test-once')).toHaveLength(1);
});

it('styles the component before its layout effects measure it', () => {
  const seen: string[] = [];
  function Measured() {
    useAdoptedStyles(['test-layout', '.measured { display: none; }']);
    const ref = useRef<HTMLParagraphElement>(null);
    useLayoutEffect(() => void seen.push(getComputedStyle(ref.current!).display), []);
    return (
      <p ref={ref} className="measured">
        Measured
      </p>
    );
  }
  render(<Measured />);
  expect(seen).toEqual(['none']);
});

it('adds nothing for a render React throws away', () => {
  function Suspended(): never {
    useAdoptedStyles(['test-discarded', '.note { color: red; }']);
    // A lazy part that never arrives: React renders this component and discards the result.
    throw new Promise(() => {});
  }
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Suspended />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(sheetsNamed('test-discarded')).toHaveLength(0);
});
