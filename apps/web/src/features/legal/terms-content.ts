import type { LegalSection, Provider } from './legal-types.ts';

/** The Terms and Conditions of Use (docs/product.md §1.4), in English. */
export function termsSections({ entity, email }: Provider): LegalSection[] {
  return [
    {
      id: 'scope',
      title: 'Scope and provider',
      paragraphs: [
        `These terms govern your use of the Agaia Online website, game client and game servers (together, "the service"), provided by ${entity} ("we", "us"). By creating an account or playing, you accept these terms.`,
        'Agaia Online is a community-run private server. It is not affiliated with, endorsed by or connected to the publishers or developers of the original game.',
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts and age (PEGI 13)',
      paragraphs: [
        'You must be at least 13 years old to create an account and play, in line with the PEGI 13 rating. If the law of your country requires it, a parent or guardian must agree to these terms on your behalf.',
        'Give a valid e-mail address and keep your password secret. You are responsible for everything done with your account.',
      ],
      points: [
        'Accounts are personal: commercial accounts, accounts run for others and shared accounts are not allowed.',
        'Accounts may not be sold, traded, rented or given away.',
        'An account that has not been used for one year may be terminated and its data deleted.',
      ],
    },
    {
      id: 'availability',
      title: 'Service availability',
      paragraphs: [
        'We work hard to keep the servers online, but we cannot promise uninterrupted availability. Maintenance, updates, technical faults and events beyond our control may interrupt the service at any time, with or without notice.',
        'Game content, balance, items and features may change with updates. There is no right to a particular version or state of the game.',
      ],
    },
    {
      id: 'usage',
      title: 'Usage rules',
      paragraphs: [
        'Play fairly and treat other players with respect. In particular, the following are forbidden:',
      ],
      points: [
        'More than one account per person (multi-accounting), unless we allow it in writing.',
        'Bots, macros, scripts, cheats, modified clients or any software that automates play or gives an unfair advantage.',
        'Anonymizers such as VPNs, proxies or Tor used to hide your identity or to evade a ban.',
        'Exploiting bugs instead of reporting them, and attacking, overloading or reverse-engineering the servers.',
        'Real-money trading of accounts, characters, items or in-game currency.',
      ],
    },
    {
      id: 'names',
      title: 'Player names',
      paragraphs: [
        'Account and character names must not be offensive, hateful, sexual, impersonate staff or other people, or infringe the rights of others. An e-mail address or a web address may not be used as a name. We may rename or block names that break this rule.',
      ],
    },
    {
      id: 'communication',
      title: 'Communication rules',
      paragraphs: [
        "In game chat, on the website and on our chat server: no insults, harassment, threats, discrimination, spam, advertising, scams or sharing of other people's personal data. Follow the instructions of the staff and moderators.",
      ],
    },
    {
      id: 'licence',
      title: 'Client software licence',
      paragraphs: [
        'We grant you a personal, non-exclusive, non-transferable and revocable licence to install and use the client launcher and client files only to play Agaia Online. You may not sell, redistribute, modify, decompile or use them for any other purpose. The licence ends when your account or these terms end.',
      ],
    },
    {
      id: 'breach',
      title: 'Consequences of a breach',
      paragraphs: [
        'If you break these terms we may, depending on how serious the breach is: warn you, remove items or currency obtained unfairly, mute you, suspend your account for a period, or ban it permanently. Bans for cheating, bots or multi-accounting may extend to all accounts of the same person. Donations are not refunded when an account is banned for a breach.',
      ],
    },
    {
      id: 'term',
      title: 'Contract term and termination',
      paragraphs: [
        "This agreement runs for an indefinite period. You may end it at any time by stopping use of the service and asking for your account to be deleted. We may end it with two weeks' notice, or immediately for good cause such as a serious breach.",
        'If we stop running the service altogether, we will announce it at least 30 days in advance on the website.',
        'Announced release or launch dates are estimates: a release may slip by up to three months without giving any right to compensation.',
      ],
    },
    {
      id: 'donations',
      title: 'Donations, premium currency and memberships',
      paragraphs: [
        'Donations are voluntary contributions to the running costs of the server. In thanks, you may receive cosmetic items only: nothing bought gives an advantage in power, stats or progression.',
      ],
      points: [
        'Donations are final: there are no refunds, chargebacks or exchanges, except where the law requires otherwise.',
        'Premium currency has no cash value, cannot be exchanged for money or transferred between accounts, and is used only for cosmetic items.',
        'Memberships give their cosmetic or convenience benefits for the period shown when you donate and end automatically when it expires.',
        'Chargebacks or payment fraud lead to the suspension of the account concerned.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      paragraphs: [
        'The service is provided free of charge and "as is". We are liable without limit only for intent and gross negligence and for harm to life, body or health. Otherwise we are liable only for breaches of essential obligations and only for the typical, foreseeable damage. We are not liable for the loss of virtual items or progress caused by faults, rollbacks or maintenance, nor for third-party services such as payment providers or the chat server.',
      ],
    },
    {
      id: 'disputes',
      title: 'Online dispute resolution',
      paragraphs: [
        'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board, including online dispute resolution. Please contact us directly and we will try to resolve any issue.',
      ],
    },
    {
      id: 'data',
      title: 'Your data and deletion requests',
      paragraphs: [
        `How we handle personal data is described in the Privacy Policy. To have your account and its data deleted, send a request by e-mail to ${email} from the address registered on your account.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      paragraphs: [
        'We may update these terms, for example when the law or the service changes. We will announce significant changes on the website at least two weeks before they take effect; if you keep playing after that date, the new terms apply. If any clause is invalid, the rest remain in force.',
      ],
    },
  ];
}
