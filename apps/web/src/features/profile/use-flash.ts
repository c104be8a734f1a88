import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StatusKind } from '../../components/status-message.tsx';
import { showToast } from '../../components/toast-store.ts';

/** A one-time message handed to a page in its URL. */
export type Flash = { kind: StatusKind; text: string };

const KEYS = { message: 'success', error: 'error' } as const;

/**
 * Reads the `message` and `error` query parameters once (the mail-confirmation redirect sets them) and shows them as
 * toasts, then removes them from the URL with a replace, so a reload or the back button does not show them again.
 */
export function useFlashParams(): void {
  const [params, setParams] = useSearchParams();
  const [flashes] = useState<Flash[]>(() =>
    Object.entries(KEYS).flatMap(([key, kind]) => {
      const text = params.get(key)?.trim();
      return text ? [{ kind, text }] : [];
    }),
  );

  // Shown from an effect, once the page's corridor is in the document, so the live region announces them.
  useEffect(() => {
    for (const flash of flashes) showToast(flash);
  }, [flashes]);

  useEffect(() => {
    if (!Object.keys(KEYS).some((key) => params.has(key))) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of Object.keys(KEYS)) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
}
