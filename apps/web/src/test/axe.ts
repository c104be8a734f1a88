import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Fails, naming each rule and the elements that break it, when axe-core finds an accessibility violation in a
 * rendered element. jsdom draws nothing, so the rules that need layout (colour contrast) are left to the e2e specs'
 * axe run in a real browser.
 */
export async function expectNoAxeViolation(element: Element = document.body): Promise<void> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
