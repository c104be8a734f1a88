import { BenefitNames, has, Prime } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { useUser } from '../../../../lib/use-session.ts';
import { accountsAdminKeys } from './keys.ts';

/** GET /api/admin/benefitNames: the names the site knows for benefit ids (from the packs and the club benefit). */
function benefitNamesQueryOptions(isEnabled = true) {
  return queryOptions({
    enabled: isEnabled,
    queryKey: [...accountsAdminKeys.all, 'benefit-names'] as const,
    queryFn: ({ signal }) => api.get('/admin/benefitNames', { schema: BenefitNames, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => new Map(data.benefits.map((benefit) => [benefit.benefitId, benefit.name])),
  });
}

/**
 * The benefit names as a map from id to name; empty while loading, when they could not be read, or for an admin
 * without Benefits (3) or Account Actions (5), who may not read them.
 */
export function useBenefitNames(): ReadonlyMap<number, string> {
  const webMgt = useUser()?.webMgt;
  const isPermitted = has(webMgt, Prime.accountBenefits) || has(webMgt, Prime.accountActions);
  return useQuery(benefitNamesQueryOptions(isPermitted)).data ?? EMPTY;
}

const EMPTY: ReadonlyMap<number, string> = new Map();

/** A benefit id with its name when one is known ('433 · Agaia Club'), else the id alone. */
export function benefitLabel(names: ReadonlyMap<number, string>, benefitId: number): string {
  const name = names.get(benefitId);
  return name ? `${benefitId} · ${name}` : String(benefitId);
}
