import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { type FocusEvent, type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../i18n/catalogs.ts';
import { toastMessages } from '../i18n/toast-messages.ts';
import type { StatusKind } from './status-message.tsx';
import styles from './toast.module.css';
import {
  clearToasts,
  getToasts,
  removeToast,
  subscribeToasts,
  TOAST_MAX_VISIBLE,
  type Toast,
} from './toast-store.ts';

const ICONS: Record<StatusKind, typeof Info> = { success: CircleCheck, error: CircleAlert, info: Info };

type ToastItemProps = { toast: Toast; isPaused: boolean; onClose: (key: number) => void };

/** One toast: its colour bar and icon by kind, the text, a close button; it leaves when its time is up, not while paused. */
function ToastItem({ toast, isPaused, onClose }: ToastItemProps) {
  const { t } = useTranslation();
  const remaining = useRef(toast.durationMs);
  const Icon = ICONS[toast.kind];

  useEffect(() => {
    if (isPaused || remaining.current === null) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => removeToast(toast.key), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - startedAt;
    };
  }, [isPaused, toast.key]);

  return (
    <div className={`${styles.toast} ${styles[toast.kind]}`} data-kind={toast.kind} data-toast="">
      <Icon className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{toast.text}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('toast.close')}
        onClick={() => onClose(toast.key)}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * On a phone the corridor sits at the bottom: while the consent bar shows, it stands on top of it instead of covering
 * it or hiding behind it. The bar's height (it wraps) goes into a custom property the stylesheet adds to the offset.
 * The bar is found in the DOM (a child of the layout's shell, beside <main>), not through lib/consent.ts: importing
 * that here would make the start bundle export one more name, weight on every public page.
 */
function useConsentOffset(corridor: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = corridor.current;
    const shell = document.getElementById('main')?.parentElement;
    if (!element || !shell || typeof ResizeObserver === 'undefined') return;
    let banner: HTMLElement | null = null;
    const measure = () => {
      const height = banner?.offsetHeight ?? 0;
      if (!banner || height === 0) {
        element.style.removeProperty('--toast-consent-offset');
        return;
      }
      const gap = Number.parseFloat(getComputedStyle(banner).bottom) || 0;
      element.style.setProperty('--toast-consent-offset', `${Math.ceil(height + gap)}px`);
    };
    const sizes = new ResizeObserver(measure);
    const findBanner = () => {
      const found = shell.querySelector<HTMLElement>(':scope > [data-consent-banner]');
      if (found === banner) return;
      if (banner) sizes.unobserve(banner);
      banner = found;
      if (banner) sizes.observe(banner);
      measure();
    };
    // The bar comes and goes as a child of the shell (a choice removes it, Cookie settings brings it back).
    const children = new MutationObserver(findBanner);
    children.observe(shell, { childList: true });
    findBanner();
    return () => {
      children.disconnect();
      sizes.disconnect();
      element.style.removeProperty('--toast-consent-offset');
    };
  }, [corridor]);
}

/**
 * The toast corridor of a page that shows action outcomes (mount it once, in the page that uses it, so the public
 * pages never load it). Bottom centre on phones (above the consent bar), top right from 640px; at most three show.
 * Success and info go in a polite live region and leave after their time; errors in an assertive one (role=alert)
 * and stay until closed. Hovering or focusing the corridor pauses every timer. Leaving the page drops its toasts.
 */
export function Toaster() {
  // Its messages in the page's language before it renders (i18n/catalogs.ts).
  useMessages(toastMessages);
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const visible = toasts.slice(-TOAST_MAX_VISIBLE);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const corridor = useRef<HTMLElement>(null);
  // Where the focus was before it came into the corridor: closing the last toast with the keyboard returns it there.
  const returnFocus = useRef<HTMLElement | null>(null);
  useConsentOffset(corridor);
  useEffect(() => clearToasts, []);
  const isEmpty = visible.length === 0;
  useEffect(() => {
    if (!isEmpty) return;
    setHovered(false);
    setFocused(false);
  }, [isEmpty]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocus.current = from;
    setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onClose = (key: number) => {
    const closeButtons = corridor.current?.querySelectorAll<HTMLButtonElement>(`.${styles.close}`) ?? [];
    const wasFocused = [...closeButtons].some((button) => button === document.activeElement);
    const next = [...closeButtons].find((button) => button !== document.activeElement);
    removeToast(key);
    if (!wasFocused) return;
    // The closed toast's button took the focus with it: hand it to the next toast, else back to where it came from.
    if (next) next.focus();
    else if (returnFocus.current?.isConnected) returnFocus.current.focus();
  };

  if (typeof document === 'undefined') return null;
  const isPaused = isHovered || isFocused;
  const item = (toast: Toast) => (
    <ToastItem key={toast.key} toast={toast} isPaused={isPaused} onClose={onClose} />
  );
  return createPortal(
    <section
      ref={corridor}
      className={styles.corridor}
      aria-label={t('toast.region')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.list} role="alert" aria-atomic="false">
        {visible.filter((toast) => toast.kind === 'error').map(item)}
      </div>
      <div className={styles.list} role="status" aria-live="polite" aria-atomic="false">
        {visible.filter((toast) => toast.kind !== 'error').map(item)}
      </div>
    </section>,
    document.body,
  );
}
