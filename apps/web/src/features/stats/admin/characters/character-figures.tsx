import type { CharacterStats } from '@agaia/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/admin/fields.tsx';
import { formatDateTime, formatNumber } from '../../../../lib/format.ts';
import { StatTiles } from '../parts/stat-tiles.tsx';
import styles from '../parts/stats.module.css';
import { CharacterBreakdown } from './character-breakdown.tsx';

const ALL = 'all';

/** The counts of a connected game: a server picker (All servers, then each by name), the total, the breakdown. */
export function CharacterFigures({ data }: { data: Extract<CharacterStats, { connected: true }> }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(ALL);
  const server = data.servers.find((item) => String(item.serverId) === picked);
  const breakdown = server ?? data.all;
  return (
    <>
      <div className={styles.picker}>
        <SelectField
          label={t('admin.stats.characters.server')}
          value={server ? picked : ALL}
          onChange={(event) => setPicked(event.target.value)}
        >
          <option value={ALL}>{t('admin.stats.characters.allServers')}</option>
          {data.servers.map((item) => (
            <option key={item.serverId} value={String(item.serverId)}>
              {item.name}
            </option>
          ))}
        </SelectField>
      </div>
      <StatTiles
        tiles={[
          {
            key: 'total',
            label: t('admin.stats.characters.total'),
            value: formatNumber(breakdown.total),
            detail: t('admin.stats.characters.countedAt', { time: formatDateTime(data.readAt) }),
          },
        ]}
      />
      <CharacterBreakdown
        breakdown={breakdown}
        scope={server ? server.name : 'all-servers'}
        readDay={data.readAt.slice(0, 10)}
      />
    </>
  );
}
