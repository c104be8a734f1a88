import '@testing-library/jest-dom/vitest';
import { i18n } from '../i18n/i18n.ts';
// The admin panel's messages, which the app adds with the panel's chunk: tests render its sections on their own.
import '../i18n/admin-messages.ts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { unexpectedConsoleErrors, watchConsoleErrors } from './console-guard.ts';

// jsdom has no modal dialogs; a minimal stand-in keeps <dialog> usable in tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

beforeEach(() => {
  watchConsoleErrors();
  // Any request a test did not stub fails loudly.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      throw new Error(`Unexpected fetch in a test: ${String(input)}`);
    }),
  );
});

afterEach(async () => {
  cleanup();
  // A test that switched the language leaves the next one in English.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
  session.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  const unexpected = unexpectedConsoleErrors();
  vi.restoreAllMocks();
  expect(unexpected, 'unexpected console.error calls').toEqual([]);
});
