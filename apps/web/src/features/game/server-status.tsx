import type { GameServer } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useGameStatus } from './api/game-status.ts';
import styles from './server-status.module.css';

type ServerStatusProps = {
  /** 'header': one compact line, nothing when the game does not answer; 'landing': a pill that says so. */
  variant: 'header' | 'landing';
  /** Where the caller places it (absolutely, so its late arrival moves nothing). */
  className?: string;
};

/**
 * Each game server's name, Open or Closed (a coloured dot and the word) and players online, from GET /api/game/status,
 * read again every 60 s. Nothing at all with no game back end, while loading, or when no server is listed.
 */
export function ServerStatus({ variant, className }: ServerStatusProps) {
  const { t } = useTranslation();
  const { data, isError, isEnabled } = useGameStatus();
  if (!isEnabled || data?.backend === 'none') return null;
  const isUnavailable = isError || data?.servers === null;
  const classes = (own: string | undefined) => [own, className].filter(Boolean).join(' ');

  if (isUnavailable) {
    if (variant === 'header') return null;
    return (
      <p className={classes(`${styles.landing} ${styles.muted}`)}>
        <span className={`${styles.dot} ${styles.unknown}`} aria-hidden="true" />{' '}
        {t('game.status.unavailable')}
      </p>
    );
  }
  const servers = data?.servers ?? [];
  if (servers.length === 0) return null;
  return (
    <ul
      className={classes(styles[variant])}
      aria-label={t('game.status.label')}
      data-many={servers.length > 1 || undefined}
    >
      {servers.map((server) => (
        <ServerLine key={server.serverId} server={server} isCompact={variant === 'header'} />
      ))}
    </ul>
  );
}

function ServerLine({ server, isCompact }: { server: GameServer; isCompact: boolean }) {
  const { t } = useTranslation();
  const players = formatNumber(server.usersOnline);
  return (
    <li className={styles.server}>
      <span className={`${styles.dot} ${server.isOpen ? styles.open : styles.closed}`} aria-hidden="true" />
      {/* The spaces read the parts as words; the flex gap spaces them on screen. */}
      <span className={styles.name}>{server.name}</span>{' '}
      <span className={`${styles.detail} ${server.isOpen ? styles.openText : styles.closedText}`}>
        {server.isOpen ? t('game.status.open') : t('game.status.closed')}
      </span>{' '}
      <span className={`${styles.detail} ${styles.separator}`} aria-hidden="true">
        ·
      </span>{' '}
      <span className={`${styles.detail} tabular`}>
        {isCompact
          ? t('game.status.online', { players })
          : t('game.status.playersOnline', { count: server.usersOnline, players })}
      </span>
    </li>
  );
}
