import { Link } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant, buttonIconClass } from '../../components/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import { browser } from '../../lib/browser.ts';
import { useTwitchLink } from './api/twitch-link.ts';

type LinkTwitchButtonProps = {
  /** Called with what to show when the link could not start (the server's message, else the catalog's). */
  onError: (text: string) => void;
  /** Called before the call, so a previous message can be cleared. */
  onStart?: () => void;
  variant?: ButtonVariant;
  className?: string;
};

/** 'Link with Twitch': asks the server for Twitch's authorize URL and sends the browser there. */
export function LinkTwitchButton({ onError, onStart, variant, className }: LinkTwitchButtonProps) {
  const { t } = useTranslation();
  const link = useTwitchLink();
  const start = async () => {
    onStart?.();
    try {
      browser.assign(await link.mutateAsync());
    } catch (failure) {
      onError(errorMessage(failure, t('profile.twitchLinkFailed')));
    }
  };
  return (
    <Button variant={variant} className={className} onClick={start} disabled={link.isPending}>
      <Link className={buttonIconClass} aria-hidden="true" />
      {t('profile.linkTwitch')}
    </Button>
  );
}
