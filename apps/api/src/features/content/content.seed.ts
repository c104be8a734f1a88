import { count } from 'drizzle-orm';
import { news, patchNotes } from '../../db/schema/index.ts';
import type { SeedDeps } from '../../platform/module.ts';

const DAY = 86_400_000;

const demoNews = [
  {
    title: 'Season One begins: the gates of Agaia are open',
    category: 'Announcements',
    snippet:
      'The server is live. Create your account, download the launcher and claim your free starter cosmetics.',
    imageUrl: '/images/news/season-one.svg',
    body: `## Welcome, adventurers!\n\nAfter months of testing, **Agaia Online** opens its gates. Everything you need to start:\n\n1. [Create an account](/register) and confirm your email.\n2. Download the launcher from the header.\n3. Log in and pick your class.\n\nEvery new account receives a **free cosmetic starter pack**. No pay-to-win, ever: donations buy cosmetics only.\n\n| Region | Server | Status |\n|---|---|---|\n| Europe | Velika | Online |\n| South America | Allemantheia | Online |\n\nSee you in Arborea!`,
    ageDays: 1,
  },
  {
    title: 'Weekly maintenance moves to Wednesdays',
    category: 'Updates',
    snippet: 'From next week, maintenance runs every Wednesday from 07:00 to 08:00 UTC.',
    imageUrl: '/images/news/maintenance.svg',
    body: 'Maintenance windows now fall on **Wednesday, 07:00–08:00 UTC**, the quietest hour on both servers.\n\n- Restarts are announced in game 15, 5 and 1 minutes before.\n- Patch notes are published before the server comes back.',
    ageDays: 4,
  },
  {
    title: 'Guild vs Guild tournament: sign-ups open',
    category: 'Events',
    snippet: 'Form a team of five and fight for the Golden Banner and an exclusive mount skin.',
    imageUrl: '/images/news/tournament.svg',
    body: '### How to join\n\nThe guild master registers the team on the community chat before Friday.\n\n> Prizes are cosmetic only, as everything on this server.\n\nBrackets are posted on Saturday morning.',
    ageDays: 6,
  },
  {
    title: 'Anti-cheat report: 214 bot accounts removed',
    category: 'Updates',
    snippet: 'Our server-side anti-cheat caught a bot network farming the Velika Outskirts.',
    imageUrl: '/images/news/anti-cheat.svg',
    body: 'Server-side checks found movement patterns no human makes. **214 accounts** were banned permanently and their gold was removed from the economy.\n\nIf you see something strange, report it to the staff on the community chat.',
    ageDays: 9,
  },
  {
    title: 'Stream the game, earn cosmetics',
    category: 'Community',
    snippet: 'Link your Twitch account on your profile: watching and streaming Agaia Online now earns drops.',
    imageUrl: '/images/news/twitch-drops.svg',
    body: 'Watch time and stream time count towards **Viewer Drops** and **Streamer Drops**. Link your Twitch account on the profile page to start earning.',
    ageDays: 12,
  },
];

const demoPatchNotes = [
  {
    version: '1.0.2',
    title: 'Dungeon balance and quality of life',
    releaseDate: -2,
    body: '## Dungeons\n\n- **Sky Cruiser Endeavor**: the second boss enrages at 20% instead of 30%.\n- Fixed a crash when several players revived at once in Bathysmal Rise.\n\n## Quality of life\n\n- The broker now remembers your last search.\n- Mount speed in towns raised by 10%.\n\n## Known issues\n\n- Some tooltips still show the old crit factor; the values used are correct.',
  },
  {
    version: '1.0.1',
    title: 'Launch fixes',
    releaseDate: -8,
    body: '## Fixes\n\n- Characters created during the launch queue no longer lose their hair colour.\n- The Item Claim window now shows rewards delivered while you were offline.\n- Fixed chat channels not joining after a relog.\n\n| Area | Change |\n|---|---|\n| Login | Queue time estimate added |\n| Shop | Cosmetic previews load faster |',
  },
  {
    version: '1.0.0',
    title: 'Agaia Online launch',
    releaseDate: -15,
    body: '# Welcome to Agaia Online\n\nThe first release of the server.\n\n- All classes available from level 1.\n- Level cap 70 with the full story.\n- Server-side anti-cheat active on both servers.\n- Starter cosmetic pack for every new account.',
  },
];

/** Demo news (published in several categories, each with its own art, and one draft) into an empty table. */
export const seedNews = async ({ db, clock }: SeedDeps): Promise<string | undefined> => {
  const [existing] = await db.select({ value: count() }).from(news);
  if ((existing?.value ?? 0) > 0) return undefined;
  const now = clock.now().getTime();
  await db.insert(news).values([
    ...demoNews.map(({ ageDays, ...item }) => {
      const at = new Date(now - ageDays * DAY);
      return { ...item, status: 'published' as const, publishedAt: at, createdAt: at, updatedAt: at };
    }),
    {
      title: 'DRAFT: Winter festival plans',
      category: 'Events',
      snippet: 'Not ready yet.',
      body: 'Ideas for the winter festival. This draft must never show on the public side.',
      status: 'draft' as const,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    },
  ]);
  return `${demoNews.length} published news and 1 draft`;
};

/** Demo patch notes (three published, one draft) into an empty table. */
export const seedPatchNotes = async ({ db, clock }: SeedDeps): Promise<string | undefined> => {
  const [existing] = await db.select({ value: count() }).from(patchNotes);
  if ((existing?.value ?? 0) > 0) return undefined;
  const now = clock.now().getTime();
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  await db.insert(patchNotes).values([
    ...demoPatchNotes.map(({ releaseDate, ...note }) => {
      const at = new Date(now + releaseDate * DAY);
      return {
        ...note,
        releaseDate: day(releaseDate),
        status: 'published' as const,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
    {
      version: '1.1.0',
      title: 'DRAFT: Winter update',
      body: 'Work in progress. This draft must never show on the public side.',
      releaseDate: day(20),
      status: 'draft' as const,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    },
  ]);
  return `${demoPatchNotes.length} published patch notes and 1 draft`;
};
