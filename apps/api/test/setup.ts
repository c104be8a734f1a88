import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on an unexpected console.error: whatever wrote it is a bug or belongs in an explicit expectation.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length > 0)
    throw new Error(`Unexpected console.error: ${calls.map((call: unknown[]) => call.join(' ')).join('\n')}`);
});
