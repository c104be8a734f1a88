import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { StatusMessage } from '../../../../components/status-message.tsx';
import { ApiError, errorMessage } from '../../../../lib/api.ts';
import styles from './stats.module.css';

/** Whether a failure is the server refusing the period (400): the picker shows its message, once for every panel. */
function isPeriodRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

/** The server's message for the first refused period among a view's queries. */
export function periodRefusal(queries: readonly UseQueryResult<unknown>[]): string | undefined {
  const refused = queries.find((query) => isPeriodRefused(query.error));
  return refused ? errorMessage(refused.error, '') || undefined : undefined;
}

type StatsPanelProps<T> = {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/**
 * One panel of a statistics view on its own query: its heading, then the outline while it loads, its failure with
 * Try Again (the other panels stay), or its figures (dimmed while a new period's arrive).
 */
export function StatsPanel<T>({ title, query, children }: StatsPanelProps<T>) {
  const titleId = useId();
  const isBusy = query.isPlaceholderData;
  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      aria-busy={isBusy || undefined}
      data-busy={isBusy || undefined}
    >
      <h4 id={titleId} className={styles.panelTitle}>
        {title}
      </h4>
      <PanelBody query={query}>{children}</PanelBody>
    </section>
  );
}

function PanelBody<T>({ query, children }: Pick<StatsPanelProps<T>, 'query' | 'children'>) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoading label={t('admin.stats.loading')} shape="table" />;
  if (query.isError) {
    if (isPeriodRefused(query.error))
      return <p className={styles.muted}>{t('admin.stats.period.refused')}</p>;
    return (
      <div className={styles.failure}>
        <StatusMessage kind="error">{errorMessage(query.error, t('admin.stats.fetchFailed'))}</StatusMessage>
        <Button disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('admin.stats.tryAgain')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
