import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountUiHost, unmountUiHosts } from './mount-host';

afterEach(() => unmountUiHosts());

describe('mountUiHost', () => {
  it("puts a host back in the page when the body's content was replaced, so what it shows is seen", () => {
    act(() => void mountUiHost('toast', <p>First</p>));
    expect(screen.getByText('First')).toBeInTheDocument();
    document.body.innerHTML = '<main>New content</main>';
    act(() => void mountUiHost('toast', <p>Second</p>, { again: 'render' }));
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-ui-host="toast"]')).toHaveLength(1);
  });
});
