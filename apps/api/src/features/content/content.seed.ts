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

/** Portuguese versions of some demo news, by the English title they translate. */
const demoNewsInPortuguese = [
  {
    of: 'Season One begins: the gates of Agaia are open',
    title: 'Começa a Primeira Temporada: os portões de Agaia estão abertos',
    category: 'Anúncios',
    snippet:
      'O servidor está no ar. Crie sua conta, baixe o launcher e resgate seus cosméticos iniciais gratuitos.',
    body: `## Boas-vindas, aventureiros!\n\nDepois de meses de testes, o **Agaia Online** abre seus portões. Tudo o que você precisa para começar:\n\n1. [Crie uma conta](/register) e confirme seu e-mail.\n2. Baixe o launcher pelo cabeçalho do site.\n3. Entre no jogo e escolha sua classe.\n\nToda conta nova recebe um **pacote inicial de cosméticos gratuito**. Nada de pay-to-win, nunca: as doações compram apenas cosméticos.\n\n| Região | Servidor | Status |\n|---|---|---|\n| Europa | Velika | Online |\n| América do Sul | Allemantheia | Online |\n\nNos vemos em Arborea!`,
  },
  {
    of: 'Weekly maintenance moves to Wednesdays',
    title: 'A manutenção semanal passa para as quartas-feiras',
    category: 'Atualizações',
    snippet: 'A partir da próxima semana, a manutenção acontece toda quarta-feira, das 07:00 às 08:00 UTC.',
    body: 'As janelas de manutenção agora caem na **quarta-feira, das 07:00 às 08:00 UTC**, o horário mais tranquilo nos dois servidores.\n\n- As reinicializações são avisadas no jogo 15, 5 e 1 minuto antes.\n- As notas de atualização são publicadas antes de o servidor voltar.',
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

/** A patch note's Portuguese version, by the version it translates. */
const demoPatchNotesInPortuguese = [
  {
    of: '1.0.2',
    title: 'Equilíbrio de masmorras e qualidade de vida',
    body: '## Masmorras\n\n- **Sky Cruiser Endeavor**: o segundo chefe entra em fúria com 20% de vida, não mais com 30%.\n- Corrigido um travamento quando vários jogadores reviviam ao mesmo tempo em Bathysmal Rise.\n\n## Qualidade de vida\n\n- O broker agora lembra a sua última busca.\n- Velocidade das montarias nas cidades aumentada em 10%.\n\n## Problemas conhecidos\n\n- Algumas dicas ainda mostram o fator crítico antigo; os valores usados estão corretos.',
  },
];

/**
 * Demo news (published in several categories, each with its own art, some also in Portuguese, and one draft) into an
 * empty table.
 */
export const seedNews = async ({ db, clock }: SeedDeps): Promise<string | undefined> => {
  const [existing] = await db.select({ value: count() }).from(news);
  if ((existing?.value ?? 0) > 0) return undefined;
  const now = clock.now().getTime();
  const originals = await db
    .insert(news)
    .values(
      demoNews.map(({ ageDays, ...item }) => {
        const at = new Date(now - ageDays * DAY);
        return { ...item, status: 'published' as const, publishedAt: at, createdAt: at, updatedAt: at };
      }),
    )
    .returning();
  await db.insert(news).values([
    ...demoNewsInPortuguese.map(({ of, ...item }) => {
      const original = originals.find((row) => row.title === of);
      if (!original) throw new Error(`no demo news titled ${of}`);
      const at = new Date(original.createdAt.getTime() + DAY / 2);
      return {
        ...item,
        imageUrl: original.imageUrl,
        language: 'pt-BR' as const,
        translationOf: original.id,
        status: 'published' as const,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      };
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
  return `${demoNews.length} published news (${demoNewsInPortuguese.length} also in Portuguese) and 1 draft`;
};

/** Demo patch notes (three published, one also in Portuguese, one draft) into an empty table. */
export const seedPatchNotes = async ({ db, clock }: SeedDeps): Promise<string | undefined> => {
  const [existing] = await db.select({ value: count() }).from(patchNotes);
  if ((existing?.value ?? 0) > 0) return undefined;
  const now = clock.now().getTime();
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const originals = await db
    .insert(patchNotes)
    .values(
      demoPatchNotes.map(({ releaseDate, ...note }) => {
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
    )
    .returning();
  await db.insert(patchNotes).values([
    ...demoPatchNotesInPortuguese.map(({ of, ...note }) => {
      const original = originals.find((row) => row.version === of);
      if (!original) throw new Error(`no demo patch note ${of}`);
      return {
        ...note,
        version: original.version,
        releaseDate: original.releaseDate,
        language: 'pt-BR' as const,
        translationOf: original.id,
        status: 'published' as const,
        publishedAt: original.publishedAt,
        createdAt: original.createdAt,
        updatedAt: original.updatedAt,
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
  return `${demoPatchNotes.length} published patch notes (${demoPatchNotesInPortuguese.length} also in Portuguese) and 1 draft`;
};
