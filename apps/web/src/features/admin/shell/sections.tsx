import { Prime } from '@agaia/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { en } from '../../../i18n/en.ts';

/** The menu's categories, in menu order. */
export const CATEGORIES = ['accounts', 'content', 'shop', 'statistics', 'game'] as const;
export type CategoryKey = (typeof CATEGORIES)[number];

type SectionLabel = keyof typeof en.admin.sections;

/** One admin section: where it sits in the menu, the prime that opens it, and its (lazy) view. */
export type AdminSection = {
  /** Its URL segment: /admin/{key} or /admin?section={key}. */
  key: string;
  category: CategoryKey;
  prime: number;
  label: SectionLabel;
  Component: LazyExoticComponent<ComponentType>;
};

const management = lazy(() =>
  import('../management/management-section.tsx').then((m) => ({ default: m.ManagementSection })),
);
const benefits = lazy(() =>
  import('../benefits/benefits-section.tsx').then((m) => ({ default: m.BenefitsSection })),
);
const actions = lazy(() =>
  import('../actions/actions-section.tsx').then((m) => ({ default: m.ActionsSection })),
);
const patchNotes = lazy(() =>
  import('../patch-notes/patch-notes-section.tsx').then((m) => ({ default: m.PatchNotesSection })),
);
const news = lazy(() => import('../news/news-section.tsx').then((m) => ({ default: m.NewsSection })));
const shop = lazy(() => import('../shop/shop-section.tsx').then((m) => ({ default: m.ShopSection })));
const twitchDrops = lazy(() =>
  import('../twitch-drops/twitch-drops-section.tsx').then((m) => ({ default: m.TwitchDropsSection })),
);

/** A view that has not been built yet: the catalog's placeholder under the given title. */
function placeholder(view: keyof typeof en.admin.views, kind: 'placeholder' | 'coming') {
  return lazy(() =>
    import('./placeholder-section.tsx').then(({ PlaceholderSection }) => ({
      default: () => <PlaceholderSection view={view} kind={kind} />,
    })),
  );
}

/**
 * Every section of the panel, in menu order. A new section is one entry here: its key, category, prime and view.
 */
export const SECTIONS: readonly AdminSection[] = [
  {
    key: 'management',
    category: 'accounts',
    prime: Prime.accountManagement,
    label: 'management',
    Component: management,
  },
  {
    key: 'benefits',
    category: 'accounts',
    prime: Prime.accountBenefits,
    label: 'benefits',
    Component: benefits,
  },
  { key: 'actions', category: 'accounts', prime: Prime.accountActions, label: 'actions', Component: actions },
  {
    key: 'patch-notes',
    category: 'content',
    prime: Prime.patchNotes,
    label: 'patchNotes',
    Component: patchNotes,
  },
  {
    key: 'news',
    category: 'content',
    prime: Prime.news,
    label: 'news',
    Component: news,
  },
  {
    key: 'twitch-drops',
    category: 'content',
    prime: Prime.twitchDrops,
    label: 'twitchDrops',
    Component: twitchDrops,
  },
  { key: 'shop', category: 'shop', prime: Prime.shop, label: 'shop', Component: shop },
  {
    key: 'game-stats',
    category: 'statistics',
    prime: Prime.statsGame,
    label: 'gameStats',
    Component: placeholder('gameStats', 'placeholder'),
  },
  {
    key: 'payment-stats',
    category: 'statistics',
    prime: Prime.statsPayment,
    label: 'paymentStats',
    Component: placeholder('paymentStats', 'placeholder'),
  },
  {
    key: 'character-stats',
    category: 'statistics',
    prime: Prime.statsCharacter,
    label: 'characterStats',
    Component: placeholder('characterStats', 'placeholder'),
  },
  {
    key: 'characters',
    category: 'game',
    prime: Prime.gameCharacters,
    label: 'characters',
    Component: placeholder('characters', 'placeholder'),
  },
  {
    key: 'inventory',
    category: 'game',
    prime: Prime.gameInventory,
    label: 'inventory',
    Component: placeholder('inventory', 'placeholder'),
  },
];

const normalise = (key: string) => key.toLowerCase().replace(/[-_\s]/g, '');

/** The section a URL names ('patch-notes', 'patchNotes' and 'patchnotes' alike), among the given ones. */
export function findSection(sections: readonly AdminSection[], requested: string): AdminSection | undefined {
  if (requested === '') return undefined;
  const wanted = normalise(requested);
  return sections.find((section) => normalise(section.key) === wanted);
}
