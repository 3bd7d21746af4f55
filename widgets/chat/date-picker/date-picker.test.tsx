import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker, type DatePickerProps } from './date-picker';

const june12 = 'Saturday, June 12, 2027';
const day = (name: string) => screen.getByRole('gridcell', { name });
const monthHeading = (text: string) => screen.getByText(text);

function renderPicker(props: Partial<DatePickerProps> = {}) {
  const onChange = vi.fn<(value: number[]) => void>();
  render(<DatePicker country="ES" label="Wedding date" defaultMonth={20270612} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
}

/** The picker as an owner would wire it: `value` controlled, fed back from `onChange`. */
function ControlledPicker({ onChange, ...props }: Omit<DatePickerProps, 'value'>) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <DatePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DatePicker weeks and month', () => {
  it('starts US weeks on Sunday and Spanish weeks on Monday', () => {
    const { unmount } = render(<DatePicker country="US" label="Wedding date" defaultMonth={20270612} onChange={() => {}} />);
    const usHeaders = screen.getAllByRole('columnheader');
    expect(usHeaders.map((header) => header.getAttribute('abbr'))).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(usHeaders[0]).toHaveAccessibleName('Sunday');
    unmount();

    renderPicker({ country: 'ES' });
    const esHeaders = screen.getAllByRole('columnheader');
    expect(esHeaders[0]).toHaveAccessibleName('Monday');
    expect(esHeaders[6]).toHaveAccessibleName('Sunday');
  });

  it('names the grid and each day with its full date, and shows the month of defaultMonth', () => {
    renderPicker();
    expect(screen.getByRole('grid', { name: 'Wedding date' })).toBeInTheDocument();
    expect(monthHeading('June 2027')).toBeInTheDocument();
    expect(day(june12)).toHaveTextContent('12');
    expect(screen.getAllByRole('gridcell', { name: /June \d+, 2027/ })).toHaveLength(30);
  });

  it('changes the month heading with Next month and Previous month', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(monthHeading('July 2027')).toBeInTheDocument();
    expect(day('Monday, July 12, 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(monthHeading('May 2027')).toBeInTheDocument();
  });
});

describe('DatePicker with a minimum day', () => {
  it('disables Previous month when the month before holds no day to choose', () => {
    renderPicker({ minDay: 20270601 });
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  });

  it('does not choose a day before the minimum, by click or by Enter', async () => {
    const { user, onChange } = renderPicker({ minDay: 20270610 });
    const june9 = day('Wednesday, June 9, 2027');
    expect(june9).toHaveAttribute('aria-disabled', 'true');

    await user.click(june9);
    await user.keyboard('{Enter}');

    expect(onChange).not.toHaveBeenCalled();
    expect(june9).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps focus in the grid when Previous month reaches the minimum month and turns disabled', async () => {
    const { user } = renderPicker({ minDay: 20270515 });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));

    expect(monthHeading('May 2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(document.activeElement).toHaveAccessibleName('Saturday, May 15, 2027');
  });
});

describe('DatePicker selection', () => {
  it('calls onChange with the clicked day as yyyymmdd', async () => {
    const { user, onChange } = renderPicker();
    await user.click(day(june12));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([20270612]);
  });

  it('keeps one day in single mode: choosing another replaces it', async () => {
    const onChange = vi.fn();
    render(<ControlledPicker country="ES" label="Wedding date" defaultMonth={20270612} onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(day(june12));
    await user.click(day('Monday, June 14, 2027'));

    expect(onChange).toHaveBeenLastCalledWith([20270614]);
    expect(day('Monday, June 14, 2027')).toHaveAttribute('aria-selected', 'true');
    expect(day(june12)).toHaveAttribute('aria-selected', 'false');
  });

  it('toggles days in multiple mode', async () => {
    const { user, onChange } = renderPicker({ mode: 'multiple' });

    await user.click(day(june12));
    await user.click(day('Monday, June 14, 2027'));
    expect(onChange).toHaveBeenLastCalledWith([20270612, 20270614]);
    expect(screen.getAllByRole('gridcell', { selected: true })).toHaveLength(2);

    await user.click(day(june12));
    expect(onChange).toHaveBeenLastCalledWith([20270614]);
    expect(day(june12)).toHaveAttribute('aria-selected', 'false');
  });

  it('shows a controlled value and opens on its month', () => {
    render(<DatePicker country="US" label="Wedding date" value={20280229} onChange={() => {}} />);
    expect(monthHeading('February 2028')).toBeInTheDocument();
    expect(day('Tuesday, February 29, 2028')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('DatePicker keyboard', () => {
  it('reaches the selected day with Tab: one tab stop in the grid', async () => {
    const { user } = renderPicker({ value: 20270612 });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(day(june12)).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('moves focus with arrows, follows PageDown into the next month on the same day number, and chooses with Enter', async () => {
    const { user, onChange } = renderPicker({ value: 20270612 });
    await user.click(day(june12));
    onChange.mockClear();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, June 13, 2027');
    await user.keyboard('{PageDown}');
    expect(monthHeading('July 2027')).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Tuesday, July 13, 2027');
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledExactlyOnceWith([20270713]);
  });

  it('crosses into the month before with ArrowLeft and chooses with Space', async () => {
    const { user, onChange } = renderPicker({ country: 'US', defaultMonth: 20270601 });
    await user.click(day('Tuesday, June 1, 2027'));
    onChange.mockClear();

    await user.keyboard('{ArrowLeft}');
    expect(monthHeading('May 2027')).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Monday, May 31, 2027');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, May 30, 2027');
    await user.keyboard(' ');

    expect(onChange).toHaveBeenCalledExactlyOnceWith([20270530]);
  });

  it('stops at the minimum day: ArrowLeft and PageUp keep focus on it', async () => {
    const { user } = renderPicker({ minDay: 20270610 });
    await user.click(day('Thursday, June 10, 2027'));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName('Thursday, June 10, 2027');
    await user.keyboard('{PageUp}');
    expect(monthHeading('June 2027')).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Thursday, June 10, 2027');
  });
});
