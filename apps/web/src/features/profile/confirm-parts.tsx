import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { PasswordField } from '../../components/text-field.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';

/** The current password that a change to the account asks for (deletion, two-factor, passkeys). */
export function CurrentPasswordField({ error, ...field }: UseFormRegisterReturn & { error?: string }) {
  useMessages(authMessages);
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('profile.currentPassword')}
      autoComplete="current-password"
      toggleLabel={t('auth.showPassword')}
      error={error}
      {...field}
    />
  );
}

/** A confirmation dialog's buttons: Cancel, and the submit button that says so while its request is under way. */
export function ConfirmActions(props: {
  className: string | undefined;
  onCancel: () => void;
  variant: 'primary' | 'danger';
  isSubmitting: boolean;
  submitLabel: string;
  sendingLabel: string;
}) {
  useMessages(authMessages);
  const { t } = useTranslation();
  return (
    <div className={props.className}>
      <Button onClick={props.onCancel}>{t('profile.cancel')}</Button>
      <Button type="submit" variant={props.variant} disabled={props.isSubmitting}>
        {props.isSubmitting ? props.sendingLabel : props.submitLabel}
      </Button>
    </div>
  );
}
