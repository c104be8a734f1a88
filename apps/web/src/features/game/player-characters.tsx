import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { errorMessage } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { useUserGame } from './api/user-game.ts';
import { byServer, characterNames, type ServerGroup } from './characters.ts';
import styles from './game.module.css';

/**
 * The profile's Characters tab under a game back end: the player's characters from GET /api/user/game, one table
 * per server; `empty` when there are none, a calm note while the game does not answer.
 */
export function PlayerCharacters({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const query = useUserGame(true);
  if (query.isPending) {
    return <PageLoading label={t('game.player.loading')} shape="table" />;
  }
  if (query.isError) {
    return (
      <StatusMessage kind="error">{errorMessage(query.error, t('game.player.loadFailed'))}</StatusMessage>
    );
  }
  if (query.data.backend === 'tera-api' && !query.data.available) {
    return <p className={styles.muted}>{t('game.player.unavailable')}</p>;
  }
  const groups = byServer(query.data.characters);
  if (groups.length === 0) return <>{empty}</>;
  return (
    <div className={styles.servers}>
      {groups.map((group) => (
        <ServerCharacters key={group.serverId} group={group} />
      ))}
    </div>
  );
}

function ServerCharacters({ group }: { group: ServerGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.server} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.serverName}>
        {group.serverName}
      </h3>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t('game.characters.caption', { server: group.serverName })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('game.characters.name')}</th>
              <th scope="col">{t('game.characters.class')}</th>
              <th scope="col" className={styles.numeric}>
                {t('game.characters.level')}
              </th>
              <th scope="col">{t('game.characters.race')}</th>
            </tr>
          </thead>
          <tbody>
            {group.characters.map((character) => {
              const { className, raceName } = characterNames(character);
              return (
                <tr key={character.characterId}>
                  <th scope="row" className={styles.characterName}>
                    {character.name}
                  </th>
                  <td>{className}</td>
                  <td className={styles.numeric}>{formatNumber(character.level)}</td>
                  <td>{raceName}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
