import { useSearchParams } from 'react-router';
import type { StatsParams } from '../api/keys.ts';

const KEYS = ['from', 'to', 'bucket'] as const;

/**
 * The period of the Game and Payment views, kept in the URL's search params (from, to, bucket) beside the panel's
 * own, so a reload or a shared link shows the same view. The values go to the server as they are: it checks them
 * and answers 400 with its message. Answers the period and a setter that keeps every other param.
 */
export function useStatsPeriod(): [StatsParams, (next: StatsParams) => void] {
  const [search, setSearch] = useSearchParams();
  const params: StatsParams = {
    from: search.get('from') || undefined,
    to: search.get('to') || undefined,
    bucket: search.get('bucket') || 'day',
  };
  const setPeriod = (next: StatsParams) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of KEYS) {
          const value = next[key];
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { preventScrollReset: true },
    );
  return [params, setPeriod];
}
