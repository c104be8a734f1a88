import { useCallback, useEffect, useRef } from 'react';

/**
 * Schedules one delayed action at a time (a redirect, closing a dialog, hiding a note): scheduling again replaces
 * the pending one, and unmounting cancels it so nothing fires on a page the user has left.
 */
export function useTimeout(): { schedule: (action: () => void, ms: number) => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const schedule = useCallback(
    (action: () => void, ms: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        action();
      }, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
