import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Keeps an editor's unsaved changes from being lost by accident: while `isDirty`, leaving the page in the app (a
 * link, Back, the browser's back button) asks first, and closing or reloading the tab gets the browser's own
 * warning. `allowLeave` lets the editor go once its changes are saved (before the form has re-rendered clean);
 * the next change is guarded again. `confirmLeave` asks the same before an exit that is not a navigation (a Cancel
 * that closes the editor in place). Render `dialog` in the editor.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const { t } = useTranslation();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const leaving = useRef(false);
  // An exit inside the page waiting for the answer (confirmLeave), as the blocker holds a navigation.
  const [pendingExit, setPendingExit] = useState<(() => void) | null>(null);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    // A change made after a save is guarded again.
    leaving.current = false;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the warning only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked' || pendingExit !== null}
      title={t('admin.unsaved.title')}
      confirmLabel={t('admin.unsaved.leave')}
      busyLabel={t('admin.unsaved.leave')}
      onConfirm={() => {
        if (pendingExit) {
          setPendingExit(null);
          leaving.current = true;
          pendingExit();
        } else blocker.proceed?.();
      }}
      onCancel={() => {
        setPendingExit(null);
        blocker.reset?.();
      }}
    >
      <p>{t('admin.unsaved.text')}</p>
    </ConfirmDialog>
  );

  return {
    dialog,
    /** Runs an exit from the editor that is not a navigation, asking first while there are unsaved changes. */
    confirmLeave: (exit: () => void) => {
      if (dirty.current && !leaving.current) setPendingExit(() => exit);
      else exit();
    },
    /** Lets the next navigation through: call it once the changes are saved. */
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
