/** The value of a colour token of tokens.css ('--accent' → '#e3b458'), for canvas drawing; '' when unset. */
export function cssColor(token: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(token).trim();
}

/** Whether this browser can draw on a 2D canvas (every real one can; a test DOM without canvas support cannot). */
export function canDrawOnCanvas(): boolean {
  return typeof window.CanvasRenderingContext2D === 'function';
}
