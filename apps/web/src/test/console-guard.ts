import { vi } from 'vitest';

let logged: unknown[][] = [];
let allowed = 0;

/** Lets the current test log this many console errors (an error boundary test, for one). */
export function allowConsoleErrors(count: number): void {
  allowed = count;
}

/** Starts recording console.error for one test. */
export function watchConsoleErrors(): void {
  logged = [];
  allowed = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
}

/** The console.error calls beyond those the test allowed. */
export function unexpectedConsoleErrors(): unknown[][] {
  return logged.slice(allowed);
}
