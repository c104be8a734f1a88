import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// jsdom applies no CSS, so the reduced-motion rules are checked in the style sheets themselves.
const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

function reducedBlock(css: string): string {
  const start = css.indexOf('@media (prefers-reduced-motion: reduce)');
  expect(start).toBeGreaterThan(-1);
  return css.slice(start);
}

describe('landing motion', () => {
  it('cross-fades the art over the landing duration, and not at all with reduced motion', () => {
    const css = read('./landing-backdrop.module.css');
    expect(css).toMatch(/transition: opacity var\(--duration-landing\)/);
    expect(reducedBlock(css)).toMatch(/\.layer \{\s*transition: none;/);
  });

  it('slides sections in, but shows them at once with reduced motion', () => {
    const block = reducedBlock(read('./landing-page.module.css'));
    expect(block).toMatch(/\.hidden \{\s*opacity: 1;\s*transform: none;/);
    expect(block).toMatch(/transition: none;/);
  });

  it('keeps the cross-fade between 0.8 and 1 second, 0 with reduced motion', () => {
    const tokens = read('../../styles/tokens.css');
    const duration = /--duration-landing: ([\d.]+)s;/.exec(tokens)?.[1];
    expect(Number(duration)).toBeGreaterThanOrEqual(0.8);
    expect(Number(duration)).toBeLessThanOrEqual(1);
    expect(reducedBlock(tokens)).toMatch(/--duration-landing: 0ms;/);
  });
});
