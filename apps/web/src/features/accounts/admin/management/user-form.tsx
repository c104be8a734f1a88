import { type AdminUser, type AdminUserDetail, has, Prime } from '@agaia/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../../../../components/admin/admin-forms.module.css';
import { Button } from '../../../../components/button.tsx';
import { PasswordField, TextField } from '../../../../components/text-field.tsx';
import { showToast } from '../../../../components/toast-store.ts';
import { ApiError, errorMessage, messageOf } from '../../../../lib/api.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { localizedResolver } from '../../../../lib/localized-resolver.ts';
import { useSiteInfo } from '../../../../lib/use-site-info.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { EmailField } from './email-field.tsx';
import { PermissionFields } from './permission-fields.tsx';
import {
  type FormPrime,
  PERMISSION_GROUPS,
  type UserFormValues,
  userFormSchema,
  userFormValues,
} from './user-form-schema.ts';

type Admin = { webMgt: number; accountDBID: number };

const TEXT_FIELDS = [
  'userName',
  'email',
  'permission',
  'password',
  'agaiaCoins',
  'astrumCoins',
  'agaiaClubExpiry',
] as const;
const FLAGS = ['isEmailConfirmed', 'hasClaimedVeteranPackage', 'hasClaimedFounderPackage'] as const;

/** The primes the admin may not grant or remove: those it lacks. */
function lockedPrimes(admin: Admin): Set<FormPrime> {
  const names = PERMISSION_GROUPS.flatMap((group) => group.items);
  return new Set(names.filter((name) => !has(admin.webMgt, Prime[name])));
}

/**
 * The user edit form (docs/product.md §6.1), for an account the admin outranks; server field errors go back onto
 * their fields. The password and email change only with Account Actions (5) as well, so without it they are
 * read-only. Under a game back end (tera-api) its account rules apply, the game keeps the name (read-only) and coins
 * can only be added.
 */
export function UserForm({ user, admin }: { user: AdminUser & Pick<AdminUserDetail, 'game'>; admin: Admin }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.accountDBID);
  const locked = useMemo(() => lockedPrimes(admin), [admin]);
  const mayChangeCredentials = has(admin.webMgt, Prime.accountActions);
  const backend = useSiteInfo().data?.gameBackend ?? 'none';
  const hasGame = backend === 'tera-api';
  const gameCoins = user.game?.coins;
  const gameWallet =
    gameCoins === null || gameCoins === undefined
      ? t('game.admin.users.gameWalletUnknown')
      : t('game.admin.users.gameWallet', { coins: formatNumber(gameCoins) });
  const schema = useMemo(() => userFormSchema(user, locked, backend), [user, locked, backend]);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: localizedResolver(schema),
    defaultValues: userFormValues(user),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await update.mutateAsync(body);
      resetField('password');
      showToast({ kind: 'success', text: messageOf(answer, t('admin.users.updated')) });
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? (failure.fieldErrors ?? {}) : {};
      for (const field of TEXT_FIELDS) {
        const message = fieldErrors[field]?.[0];
        if (message) setError(field, { type: 'server', message });
      }
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.users.updateFailed')) });
    }
  });

  const field = (name: (typeof TEXT_FIELDS)[number]) => ({ error: errors[name]?.message, ...register(name) });

  return (
    <form className={`${styles.form} ${styles.readOnly}`} onSubmit={onSubmit} noValidate>
      <div className={styles.grid}>
        <TextField
          label={t('admin.users.userName')}
          autoComplete="off"
          readOnly={hasGame}
          hint={hasGame ? t('game.admin.users.keepsName') : undefined}
          {...field('userName')}
        />
        <EmailField
          label={t('admin.users.email')}
          className={styles.wide}
          autoComplete="off"
          readOnly={!mayChangeCredentials}
          {...field('email')}
        />
        <TextField label={t('admin.users.permission')} inputMode="numeric" {...field('permission')} />
        {mayChangeCredentials && (
          <PasswordField
            label={t('admin.users.password')}
            autoComplete="new-password"
            toggleLabel={t('admin.users.showPassword')}
            placeholder={t('admin.users.passwordPlaceholder')}
            title={t('admin.users.passwordHint')}
            {...field('password')}
          />
        )}
        <TextField
          label={t('admin.users.agaiaCoins')}
          inputMode="numeric"
          hint={hasGame ? `${t('game.admin.users.coinsOnlyAdded')} ${gameWallet}` : undefined}
          {...field('agaiaCoins')}
        />
        <TextField label={t('admin.users.astrumCoins')} inputMode="numeric" {...field('astrumCoins')} />
        <TextField
          label={t('admin.users.clubExpiry')}
          type="datetime-local"
          title={t('admin.users.clubExpiryHint')}
          {...field('agaiaClubExpiry')}
        />
      </div>
      <div className={styles.checks}>
        {FLAGS.map((flag) => (
          <label key={flag} className={styles.check}>
            <input type="checkbox" {...register(flag)} />
            {t(`admin.users.${flag}`)}
          </label>
        ))}
      </div>
      {!mayChangeCredentials && <p className={styles.hint}>{t('admin.users.credentialsNeedActions')}</p>}
      <PermissionFields register={register} locked={locked} webMgt={user.webMgt} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('admin.users.saving') : t('admin.users.save')}
        </Button>
      </div>
    </form>
  );
}
