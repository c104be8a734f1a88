import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toast.tsx';
import { getToasts, showToast, TOAST_DEFAULT_MS } from './toast-store.ts';

const show = (...args: Parameters<typeof showToast>) => act(() => showToast(...args));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const polite = () => screen.getByRole('status');
const assertive = () => screen.getByRole('alert');
const closeButtons = () => screen.queryAllByRole('button', { name: 'Close notification' });

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a named region with a polite live region and an assertive one, both empty at first', () => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByRole('status')).toBeEmptyDOMElement();
    expect(within(region).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a success politely and removes it after 5 s by default', () => {
    show({ kind: 'success', text: 'User updated successfully!' });
    expect(within(polite()).getByText('User updated successfully!')).toBeInTheDocument();
    expect(within(assertive()).queryByText('User updated successfully!')).not.toBeInTheDocument();
    expect(polite().querySelector('[data-kind="success"]')).not.toBeNull();
    advance(TOAST_DEFAULT_MS - 1);
    expect(screen.getByText('User updated successfully!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('User updated successfully!')).not.toBeInTheDocument();
  });

  it('keeps a toast for its own time when one is given (docs/product.md §4.2: the confirmation note hides after 4 s)', () => {
    show({ kind: 'info', text: 'Confirmation email sent!', durationMs: 4000 });
    expect(polite().querySelector('[data-kind="info"]')).not.toBeNull();
    advance(3999);
    expect(screen.getByText('Confirmation email sent!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Confirmation email sent!')).not.toBeInTheDocument();
  });

  it('announces an error assertively and keeps it until its close button is pressed', () => {
    show({ kind: 'error', text: 'Failed to ban user.', durationMs: 1000 });
    expect(within(assertive()).getByText('Failed to ban user.')).toBeInTheDocument();
    expect(polite()).toBeEmptyDOMElement();
    advance(60_000);
    expect(screen.getByText('Failed to ban user.')).toBeInTheDocument();
    const [close] = closeButtons();
    if (!close) throw new Error('no close button');
    fireEvent.click(close);
    expect(screen.queryByText('Failed to ban user.')).not.toBeInTheDocument();
  });

  it('closes a success early with its close button', () => {
    show({ kind: 'success', text: 'Benefit added successfully!' });
    const [close] = closeButtons();
    if (!close) throw new Error('no close button');
    fireEvent.click(close);
    expect(screen.queryByText('Benefit added successfully!')).not.toBeInTheDocument();
  });

  it('shows at most three: a fourth success pushes the oldest out', () => {
    for (const n of [1, 2, 3, 4]) show({ kind: 'success', text: `Saved ${n}` });
    expect(screen.queryByText('Saved 1')).not.toBeInTheDocument();
    for (const n of [2, 3, 4]) expect(screen.getByText(`Saved ${n}`)).toBeInTheDocument();
    expect(closeButtons()).toHaveLength(3);
  });

  it('lets an older error wait instead of dropping it, and shows it once a place is free', () => {
    for (const n of [1, 2, 3, 4]) show({ kind: 'error', text: `Failed ${n}` });
    expect(closeButtons()).toHaveLength(3);
    expect(screen.queryByText('Failed 1')).not.toBeInTheDocument();
    const [first] = closeButtons();
    if (!first) throw new Error('no close button');
    fireEvent.click(first);
    expect(screen.getByText('Failed 1')).toBeInTheDocument();
    expect(closeButtons()).toHaveLength(3);
  });

  it('drops a stale success before a waiting error', () => {
    show({ kind: 'error', text: 'Failed to remove benefit.' });
    for (const n of [1, 2, 3]) show({ kind: 'success', text: `Saved ${n}` });
    expect(screen.queryByText('Failed to remove benefit.')).not.toBeInTheDocument();
    show({ kind: 'success', text: 'Saved 4' });
    expect(getToasts().map((toast) => toast.text)).toEqual([
      'Failed to remove benefit.',
      'Saved 2',
      'Saved 3',
      'Saved 4',
    ]);
  });

  it('replaces a toast with the same id and restarts its time; the same text twice shows once', () => {
    show({ kind: 'error', text: 'Failed to send confirmation email.', id: 'confirmation' });
    show({ kind: 'success', text: 'Confirmation email sent!', id: 'confirmation', durationMs: 4000 });
    expect(screen.queryByText('Failed to send confirmation email.')).not.toBeInTheDocument();
    show({ kind: 'success', text: 'Saved' });
    advance(3000);
    show({ kind: 'success', text: 'Saved' });
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    advance(3000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('pauses every timer while the pointer is over the corridor', () => {
    show({ kind: 'success', text: 'Article deleted.' });
    advance(2000);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Notifications' }));
    advance(30_000);
    expect(screen.getByText('Article deleted.')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Notifications' }));
    advance(TOAST_DEFAULT_MS - 2001);
    expect(screen.getByText('Article deleted.')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Article deleted.')).not.toBeInTheDocument();
  });

  it('pauses while the focus is inside, and hands the focus back when the last toast is closed', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    show({ kind: 'success', text: 'Reward deleted.' });
    const [close] = closeButtons();
    if (!close) throw new Error('no close button');
    act(() => close.focus());
    advance(30_000);
    expect(screen.getByText('Reward deleted.')).toBeInTheDocument();
    fireEvent.click(close);
    expect(screen.queryByText('Reward deleted.')).not.toBeInTheDocument();
    expect(before).toHaveFocus();
    before.remove();
  });
});

describe('Toaster leaving the page', () => {
  it('clears the toasts on unmount, so the next page starts empty', () => {
    const { unmount } = render(<Toaster />);
    act(() => showToast({ kind: 'error', text: 'Update failed.' }));
    unmount();
    expect(getToasts()).toEqual([]);
  });
});
