import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n/i18n.ts';
import { PageLoading } from './page-loading.tsx';

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
  ] as const)(
    'draws the outline of %s, hidden from assistive technology, beneath the same words',
    (shape, blocks) => {
      const { container } = render(<PageLoading label="Loading..." shape={shape} />);
      expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
      const outline = container.querySelector('[aria-hidden="true"]');
      expect(outline).not.toBeNull();
      // Each placeholder is an empty block: six cards of four, four rows of two, a title and seven lines.
      const leaves = [...(outline?.querySelectorAll('div') ?? [])].filter(
        (div) => div.childElementCount === 0,
      );
      expect(leaves).toHaveLength(blocks);
      expect(container.innerHTML).not.toContain('style=');
    },
  );
});
