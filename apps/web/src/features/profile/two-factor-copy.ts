import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast-store.ts';

/** Copies text to the clipboard; answers whether it worked (no clipboard outside a secure context). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Answers a function that copies text and says in a toast whether it worked. */
export function useCopy(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  return async (text) => {
    const isCopied = await copyText(text);
    showToast({
      id: 'two-factor-copy',
      kind: isCopied ? 'success' : 'error',
      text: isCopied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copyFailed'),
    });
  };
}

/** Saves text as a plain-text file through a temporary link. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The secret as the apps show it: groups of four. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** An SVG document as a data: URL for an <img> (the CSP's img-src allows data:; no markup is injected). */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
