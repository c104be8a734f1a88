import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n/i18n.ts';
import { LoadingValue, PageLoading } from './page-loading.tsx';

describe('PageLoading', () => {
  it('says what is loading, and draws nothing more without a shape', () => {
    const { container } = render(<PageLoading label="Loading news..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news...');
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it.each([
    ['cards', 24],
    ['list', 8],
    ['article', 8],
    ['table', 24],
    ['form', 9],
    ['profile', 21],
  ] as const)(
    'draws the outline of %s, hidden from assistive technology, beneath the same words',
    (shape, blocks) => {
      const { container } = render(<PageLoading label="Loading..." shape={shape} />);
      expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
      const outline = container.querySelector('[aria-hidden="true"]');
      expect(outline).not.toBeNull();
      // Each placeholder is an empty block: six cards of four, four rows of two, a title and seven lines, a head and
      // five rows of four cells, four labelled fields and a button, and the profile's card (avatar, name, address,
      // four figures of two, two buttons) beside four tabs and two rows of two.
      const leaves = [...(outline?.querySelectorAll('div') ?? [])].filter(
        (div) => div.childElementCount === 0,
      );
      expect(leaves).toHaveLength(blocks);
      expect(container.innerHTML).not.toContain('style=');
    },
  );

  it('marks a figure still arriving with an inline block that assistive technology reads as the label', () => {
    const { container } = render(
      <p>
        Game coins: <LoadingValue />
      </p>,
    );
    expect(container).toHaveTextContent(/^Game coins: Loading\.\.\.$/);
    const block = container.querySelector('[aria-hidden="true"]');
    expect(block).not.toBeNull();
    expect(block?.textContent).toBe('');
    expect(container.innerHTML).not.toContain('style=');
  });
});
