import { Prime } from '@agaia/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { enAdmin } from '../../../i18n/en/admin.ts';
import type { enAdminMails } from '../../../i18n/en/admin-mails.ts';

/** The menu's categories, in menu order. */
export const CATEGORIES = ['accounts', 'content', 'shop', 'statistics', 'game'] as const;
export type CategoryKey = (typeof CATEGORIES)[number];

type SectionLabel = keyof typeof enAdmin.admin.sections | keyof typeof enAdminMails.admin.sections;

/** One admin section: where it sits in the menu, the prime that opens it, and its (lazy) view. */
export type AdminSection = {
  /** Its URL segment: /admin/{key} or /admin?section={key}. */
  key: string;
  category: CategoryKey;
  prime: number;
  label: SectionLabel;
  Component: LazyExoticComponent<ComponentType>;
};

// Each feature's sections come from its one public admin entry, so each feature's admin is one chunk, loaded when
// the panel first opens one of its sections.
const accounts = () => import('../../accounts/admin/index.ts');
const content = () => import('../../content/admin/index.ts');
const game = () => import('../../game/admin/index.ts');
const mail = () => import('../../mail/admin/index.ts');
const shop = () => import('../../shop/admin/index.ts');
const stats = () => import('../../stats/admin/index.ts');
const twitch = () => import('../../twitch/admin/index.ts');

/** A section view taken from a feature's admin entry, loaded on first use. */
function fromFeature<M>(load: () => Promise<M>, pick: (entry: M) => ComponentType) {
  return lazy(() => load().then((entry) => ({ default: pick(entry) })));
}

const management = fromFeature(accounts, (entry) => entry.ManagementSection);
const benefits = fromFeature(accounts, (entry) => entry.BenefitsSection);
const actions = fromFeature(accounts, (entry) => entry.ActionsSection);
const audit = fromFeature(accounts, (entry) => entry.AuditSection);
const deletions = fromFeature(accounts, (entry) => entry.DeletionsSection);
const mails = fromFeature(mail, (entry) => entry.MailOutboxSection);
const patchNotes = fromFeature(content, (entry) => entry.PatchNotesSection);
const news = fromFeature(content, (entry) => entry.NewsSection);
const shopSection = fromFeature(shop, (entry) => entry.ShopSection);
const twitchDrops = fromFeature(twitch, (entry) => entry.TwitchDropsSection);
const characters = fromFeature(game, (entry) => entry.CharactersSection);
const inventory = fromFeature(game, (entry) => entry.DeliveriesSection);
const gameStats = fromFeature(stats, (entry) => entry.GameStatsSection);
const paymentStats = fromFeature(stats, (entry) => entry.PaymentStatsSection);
const characterStats = fromFeature(stats, (entry) => entry.CharacterStatsSection);

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
  { key: 'audit', category: 'accounts', prime: Prime.accountManagement, label: 'audit', Component: audit },
  {
    key: 'deletions',
    category: 'accounts',
    prime: Prime.accountManagement,
    label: 'deletions',
    Component: deletions,
  },
  { key: 'mails', category: 'accounts', prime: Prime.accountManagement, label: 'mails', Component: mails },
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
  { key: 'shop', category: 'shop', prime: Prime.shop, label: 'shop', Component: shopSection },
  {
    key: 'game-stats',
    category: 'statistics',
    prime: Prime.statsGame,
    label: 'gameStats',
    Component: gameStats,
  },
  {
    key: 'payment-stats',
    category: 'statistics',
    prime: Prime.statsPayment,
    label: 'paymentStats',
    Component: paymentStats,
  },
  {
    key: 'character-stats',
    category: 'statistics',
    prime: Prime.statsCharacter,
    label: 'characterStats',
    Component: characterStats,
  },
  {
    key: 'characters',
    category: 'game',
    prime: Prime.gameCharacters,
    label: 'characters',
    Component: characters,
  },
  {
    key: 'inventory',
    category: 'game',
    prime: Prime.gameInventory,
    label: 'inventory',
    Component: inventory,
  },
];

const normalise = (key: string) => key.toLowerCase().replace(/[-_\s]/g, '');

/** The section a URL names ('patch-notes', 'patchNotes' and 'patchnotes' alike), among the given ones. */
export function findSection(sections: readonly AdminSection[], requested: string): AdminSection | undefined {
  if (requested === '') return undefined;
  const wanted = normalise(requested);
  return sections.find((section) => normalise(section.key) === wanted);
}
