import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StatusKind } from '../../components/status-message.tsx';

/** A one-time message handed to a page in its URL. */
export type Flash = { kind: StatusKind; text: string };

const KEYS = { message: 'success', error: 'error' } as const;

/**
 * Reads the `message` and `error` query parameters once (the mail-confirmation redirect sets them), then removes
 * them from the URL with a replace, so a reload or the back button does not show them again.
 */
export function useFlashParams(): Flash[] {
  const [params, setParams] = useSearchParams();
  const [flashes] = useState(() =>
    Object.entries(KEYS).flatMap(([key, kind]) => {
      const text = params.get(key)?.trim();
      return text ? [{ kind, text }] : [];
    }),
  );

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

  return flashes;
}
