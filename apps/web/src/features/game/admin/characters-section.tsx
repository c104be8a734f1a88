import { AdminCharactersQuery, type GameCharacter } from '@agaia/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/admin/data-table.tsx';
import { Button, buttonIconClass } from '../../../components/button.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { localizeText } from '../../../i18n/contract-text.ts';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useSiteInfo } from '../../../lib/use-site-info.ts';
import { characterNames } from '../characters.ts';
import { useAdminCharacters } from './api/characters.ts';
import styles from './game-admin.module.css';

/** Game → Characters (prime 29): an account's characters on every server, searched by account ID. */
export function CharactersSection() {
  const { t } = useTranslation();
  const isNone = useSiteInfo().data?.gameBackend === 'none';
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | undefined>(undefined);
  const [accountDBID, setAccountDBID] = useState<number | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = AdminCharactersQuery.shape.accountDBID.safeParse(text.trim() === '' ? undefined : text);
    if (!parsed.success) {
      setInputError(
        localizeText(parsed.error.issues[0]?.message ?? '') || t('game.admin.characters.required'),
      );
      return;
    }
    setInputError(undefined);
    setAccountDBID(parsed.data);
  };

  return (
    <div className={styles.section}>
      <h3 className={styles.viewTitle}>{t('admin.views.characters')}</h3>
      {isNone ? (
        <StatusMessage>{t('game.admin.noBackend')}</StatusMessage>
      ) : (
        <>
          <p className={styles.lead}>{t('game.admin.characters.lead')}</p>
          <form className={styles.search} onSubmit={onSubmit} noValidate>
            <TextField
              className={styles.searchField}
              label={t('game.admin.characters.accountId')}
              inputMode="numeric"
              autoComplete="off"
              value={text}
              error={inputError}
              onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
            />
            <Button type="submit" variant="primary" className={styles.searchButton}>
              <Search className={buttonIconClass} aria-hidden="true" />
              {t('game.admin.characters.search')}
            </Button>
          </form>
          {accountDBID !== null && <AccountCharacters accountDBID={accountDBID} />}
        </>
      )}
    </div>
  );
}

/** The searched account: its name above, then its characters, or why there are none to show. */
function AccountCharacters({ accountDBID }: { accountDBID: number }) {
  const { t } = useTranslation();
  const query = useAdminCharacters(accountDBID);
  if (query.isPending) {
    return <PageLoading label={t('game.admin.characters.searching')} shape="table" />;
  }
  if (query.isError) {
    return (
      <StatusMessage kind="error">
        {errorMessage(query.error, t('game.admin.characters.fetchFailed'))}
      </StatusMessage>
    );
  }
  const { userName, available, characters } = query.data;
  const columns: Column<GameCharacter>[] = [
    { key: 'name', header: t('game.characters.name'), cell: (row) => row.name },
    { key: 'class', header: t('game.characters.class'), cell: (row) => characterNames(row).className },
    {
      key: 'level',
      header: t('game.characters.level'),
      cell: (row) => formatNumber(row.level),
      isNumeric: true,
    },
    { key: 'race', header: t('game.characters.race'), cell: (row) => characterNames(row).raceName },
    { key: 'gender', header: t('game.characters.gender'), cell: (row) => characterNames(row).genderName },
    { key: 'server', header: t('game.characters.server'), cell: (row) => row.serverName },
  ];
  return (
    <section className={styles.result} aria-labelledby="game-account-title">
      <h4 id="game-account-title" className={styles.accountTitle}>
        {userName === null
          ? t('game.admin.characters.unknownAccount', { id: accountDBID })
          : t('game.admin.characters.account', { id: accountDBID, name: userName })}
      </h4>
      {available ? (
        <DataTable
          caption={t('game.admin.characters.caption', { id: accountDBID })}
          columns={columns}
          rows={characters}
          rowKey={(row) => `${row.serverId}-${row.characterId}`}
          empty={t('game.admin.characters.none')}
        />
      ) : (
        <StatusMessage>{t('game.admin.characters.unavailable')}</StatusMessage>
      )}
    </section>
  );
}
