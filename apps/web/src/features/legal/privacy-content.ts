import type { LegalSection, Provider } from './legal-types.ts';

/** The privacy policy (docs/product.md §1.4), in English. */
export function privacySections({ entity, address, email }: Provider): LegalSection[] {
  return [
    {
      id: 'controller',
      title: 'Who is responsible',
      paragraphs: [
        `The controller of your personal data is ${entity}, ${address}, based in Greece. Contact for all privacy questions: ${email}.`,
        'We process personal data under the EU General Data Protection Regulation (GDPR) and Greek data protection law.',
      ],
    },
    {
      id: 'data',
      title: 'Data we collect',
      paragraphs: ['We collect only what we need to run the game and the website:'],
      points: [
        'Account data: user name, e-mail address, a salted hash of your password (never the password itself), registration and last login times.',
        'Game data: characters, items, in-game currency, progress, chat messages kept for moderation, and bans.',
        'Technical data: IP address and login times, used for security and to enforce bans; server logs kept for a short time.',
        'Donation data: what you donated and when. Card payments are handled by the payment provider; we never see or store your card details.',
        'Linked accounts: if you link a Twitch account, its id and the watch or stream time used for rewards.',
        "Referral data: if you arrive from one of our videos, an anonymous visitor id and the video's campaign tags (see Anonymized analytics).",
      ],
    },
    {
      id: 'purposes',
      title: 'Purposes and legal bases',
      paragraphs: [
        'We use your data to provide the account and the game (performance of the contract, Art. 6(1)(b) GDPR), to keep the service secure, prevent cheating and enforce our terms (legitimate interest, Art. 6(1)(f) GDPR), to meet legal obligations such as bookkeeping for donations (Art. 6(1)(c) GDPR), and for anything optional only with your consent (Art. 6(1)(a) GDPR). We do not sell your data and do not use it for advertising profiles.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies, local storage and the consent manager',
      paragraphs: [
        'The website does not use third-party cookies. It stores a few essential items in your browser\'s local storage: your login session, the contents of your donation cart, your privacy choice and, after a visit from one of our videos, the referral record. These are needed for the site to work and are always on. A language you choose with the language switcher is kept there too, and in a first-party cookie named "lang" so that the pages arrive in that language; it holds nothing else.',
        'A small consent banner lets you choose "Essential only" or "Accept all". Until you accept, only essential storage is used. Your choice is stored in your browser under the key "consent"; you can change it at any time with "Cookie settings" at the foot of every page, which shows the banner again. The website works the same whichever you choose.',
      ],
    },
    {
      id: 'analytics',
      title: 'Anonymized analytics',
      paragraphs: [
        'When you open the site through a link from one of our YouTube videos, we record which video brought you, with a random visitor id created in your browser, the page address and the time. We store only a salted hash of your IP address (never the address itself) and a shortened browser description. This tells us how many visitors and sign-ups each video brings; it is not used to identify you.',
      ],
    },
    {
      id: 'social',
      title: 'Social media and external links',
      paragraphs: [
        'The website links to our chat server, to YouTube and to Twitch, but embeds none of them: no data is sent to those services until you follow a link. Their own privacy policies apply once you are on their sites. If you link your Twitch account, we receive only your Twitch id and the watch-time information needed for rewards.',
        'All fonts, images and scripts are served from our own server; the site loads nothing from other origins.',
      ],
    },
    {
      id: 'retention',
      title: 'Retention',
      paragraphs: [
        'Account and game data are kept while your account exists. An account unused for one year may be deleted together with its data. Security logs are kept for a short period, donation records for as long as tax law requires, and referral records in anonymized form only. When you ask us to delete your account, we delete or anonymize its data unless the law requires us to keep it.',
      ],
    },
    {
      id: 'transfers',
      title: 'Recipients and transfers',
      paragraphs: [
        'Your data is stored on servers within the European Union. We share it only with processors we need to run the service (hosting, e-mail delivery, the payment provider), under data processing agreements. Where a processor is outside the EU, transfers rely on an adequacy decision or standard contractual clauses.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      paragraphs: [
        `You have the right to access, rectify and erase your data, to restrict or object to its processing, to data portability, and to withdraw consent at any time with effect for the future. Send your request by e-mail to ${email}. You may also complain to a supervisory authority, in Greece the Hellenic Data Protection Authority (www.dpa.gr).`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'We update this policy when the service or the law changes. The date at the top shows the latest version.',
      ],
    },
  ];
}
