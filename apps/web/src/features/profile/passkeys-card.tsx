import { MAX_PASSKEYS, type Passkey } from '@agaia/contract';
import { KeyRound, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { passkeysMessages } from '../../i18n/passkeys-messages.ts';
import { errorMessage } from '../../lib/api.ts';
import { formatLongDate, formatLongDateTime } from '../../lib/format.ts';
import { usePasskeys } from './api/passkeys.ts';
import { deviceName } from './device-name.ts';
import { PasskeyAddForm, PasskeyRemoveForm } from './passkey-forms.tsx';
import list from './profile-sessions.module.css';
import styles from './two-factor.module.css';

/**
 * The Security tab's passkeys: the account's passkeys (name, when added and last used, whether synced), Add a Passkey
 * (the password, a name, then the browser's prompt) and Remove (the password).
 */
export function PasskeysCard() {
  // Its messages in the page's language before it renders (i18n/catalogs.ts).
  useMessages(passkeysMessages);
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const [dialog, setDialog] = useState<'add' | Passkey | null>(null);
  const close = () => setDialog(null);

  let body: ReactNode;
  if (passkeys.isPending) {
    body = <PageLoading label={t('profile.passkeys.loading')} shape="list" />;
  } else if (passkeys.isError) {
    body = (
      <StatusMessage kind="error">
        {errorMessage(passkeys.error, t('profile.passkeys.loadFailed'))}
      </StatusMessage>
    );
  } else {
    const items = passkeys.data.items;
    const isFull = items.length >= MAX_PASSKEYS;
    body = (
      <>
        {items.length === 0 ? (
          <p className={styles.muted}>{t('profile.passkeys.empty')}</p>
        ) : (
          <ul className={list.list} aria-label={t('profile.passkeys.listLabel')}>
            {items.map((passkey) => (
              <li key={passkey.id} className={list.item}>
                <KeyRound className={list.icon} aria-hidden="true" />
                <div className={list.details}>
                  <p className={list.device}>
                    {passkey.name}
                    {passkey.backedUp && (
                      <span className={list.badge} title={t('profile.passkeys.syncedHint')}>
                        {t('profile.passkeys.synced')}
                      </span>
                    )}
                  </p>
                  <p className={list.meta}>
                    {t('profile.passkeys.added_on', { date: formatLongDate(passkey.createdAt) })}
                    {' · '}
                    {passkey.lastUsedAt
                      ? t('profile.passkeys.lastUsed', { date: formatLongDateTime(passkey.lastUsedAt) })
                      : t('profile.passkeys.neverUsed')}
                  </p>
                </div>
                <Button
                  onClick={() => setDialog(passkey)}
                  aria-label={`${t('profile.passkeys.remove')}: ${passkey.name}`}
                >
                  {t('profile.passkeys.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {isFull && <p className={styles.muted}>{t('profile.passkeys.limit', { count: MAX_PASSKEYS })}</p>}
        <Button onClick={() => setDialog('add')} disabled={isFull}>
          <Plus className={buttonIconClass} aria-hidden="true" />
          {t('profile.passkeys.add')}
        </Button>
      </>
    );
  }

  const removing = typeof dialog === 'object' && dialog !== null ? dialog : null;
  return (
    <section className={styles.card} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className={styles.title}>
        {t('profile.passkeys.title')}
      </h2>
      <div className={styles.on}>
        <p>{t('profile.passkeys.lead')}</p>
        {body}
      </div>
      <Modal open={dialog === 'add'} title={t('profile.passkeys.add')} onClose={close}>
        {dialog === 'add' && (
          <PasskeyAddForm
            defaultName={deviceName(navigator.userAgent, '', (browser, system) =>
              t('profile.sessions.deviceOn', { browser, system }),
            )}
            onCancel={close}
            onAdded={() => {
              showToast({ id: 'passkeys', kind: 'success', text: t('profile.passkeys.added') });
              close();
            }}
          />
        )}
      </Modal>
      <Modal
        open={removing !== null}
        title={t('profile.passkeys.removeTitle', { name: removing?.name ?? '' })}
        onClose={close}
      >
        {removing && (
          <PasskeyRemoveForm
            id={removing.id}
            onCancel={close}
            onRemoved={() => {
              showToast({ id: 'passkeys', kind: 'success', text: t('profile.passkeys.removed') });
              close();
            }}
          />
        )}
      </Modal>
    </section>
  );
}
