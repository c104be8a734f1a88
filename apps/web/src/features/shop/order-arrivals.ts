import type { PlayerOrder } from '@agaia/contract';
import type { TFunction } from 'i18next';
import { BadgeCheck, Coins, Crown, type LucideIcon, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';

/** One thing an order grants: what it is and where it lands. */
export type Arrival = { key: string; icon: LucideIcon; what: string; where: string };

type GrantItem = PlayerOrder['grants']['items'][number];

/** An item as the buyer reads it: the name the product gave it, else its ids (a box's count is of boxes). */
function itemWhat(t: TFunction, { name, itemId, quantity, boxId }: GrantItem): string {
  if (boxId)
    return name
      ? t('shop.grantNamedBox', { name, quantity })
      : t('shop.grantBox', { boxId, itemId, quantity });
  return name ? t('shop.grantNamedItem', { name, quantity }) : t('shop.grantItem', { itemId, quantity });
}

/**
 * Each thing the order grants and where it lands: coins on the site account, the rest in the game. A benefit shows
 * its name where the server knows one, an item the name its product gave it; else their ids.
 */
export function useArrivals(order: Pick<PlayerOrder, 'grants' | 'benefitNames'>): Arrival[] {
  const { t } = useTranslation();
  const { grants } = order;
  const names = new Map(order.benefitNames.map((entry) => [entry.benefitId, entry.name]));
  const arrivals: Arrival[] = [];
  if (grants.coins > 0)
    arrivals.push({
      key: 'coins',
      icon: Coins,
      what: t('shop.grantCoins', { count: grants.coins, coins: formatNumber(grants.coins) }),
      where: t('shop.toSiteAccount'),
    });
  if (grants.clubDays > 0)
    arrivals.push({
      key: 'club',
      icon: Crown,
      what: t('shop.grantClub', { count: grants.clubDays }),
      where: t('shop.toGameAccount'),
    });
  for (const benefit of grants.benefits) {
    const name = names.get(benefit.benefitId);
    arrivals.push({
      key: `benefit-${benefit.benefitId}`,
      icon: BadgeCheck,
      what: name
        ? t('shop.grantNamedBenefit', { name, count: benefit.days })
        : t('shop.grantBenefit', { benefitId: benefit.benefitId, count: benefit.days }),
      where: t('shop.toGameAccount'),
    });
  }
  grants.items.forEach((item, index) => {
    arrivals.push({
      key: `item-${index}`,
      icon: Package,
      what: itemWhat(t, item),
      where: item.boxId ? t('shop.toItemBox') : t('shop.toMailbox'),
    });
  });
  return arrivals;
}
