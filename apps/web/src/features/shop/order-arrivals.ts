import type { PlayerOrder } from '@agaia/contract';
import { BadgeCheck, Coins, Crown, type LucideIcon, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';

/** One thing an order grants: what it is and where it lands. */
export type Arrival = { key: string; icon: LucideIcon; what: string; where: string };

/**
 * Each thing the order grants and where it lands: coins on the site account, the rest in the game. A benefit shows
 * its name where the server knows one, else its id.
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
      what: item.boxId
        ? t('shop.grantBox', { boxId: item.boxId, itemId: item.itemId, quantity: item.quantity })
        : t('shop.grantItem', { itemId: item.itemId, quantity: item.quantity }),
      where: item.boxId ? t('shop.toItemBox') : t('shop.toMailbox'),
    });
  });
  return arrivals;
}
