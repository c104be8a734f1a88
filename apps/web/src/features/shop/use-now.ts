import { useEffect, useState } from 'react';

/**
 * The current time in epoch milliseconds, refreshed every `intervalMs` while `isTicking` (docs/product.md §8.1: 1 s
 * for sales).
 */
export function useNow(isTicking: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [isTicking, intervalMs]);
  return now;
}
