import { isPluralForm } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage } from './languages.ts';

// Every catalog file of every language, read at once: `./en/profile.ts` → its one exported object.
const modules = import.meta.glob<Record<string, object>>(['./*/*.ts', '!./**/*.test.ts'], { eager: true });
const catalogOf = (path: string) =>
  Object.values(modules[path] ?? {})[0] as Record<string, unknown> | undefined;
const filesOf = (language: string) =>
  Object.keys(modules)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(language.length + 3))
    .sort();

/** Every message of a catalog by its dotted key. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      for (const [path, text] of flatten(inner, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  return found;
}

/** What a translation must carry over as it is: {{placeholders}}, <tags> and $t(nesting). */
const fixedParts = (text: string) =>
  [...text.matchAll(/\{\{\s*[\w.]+\s*(?:,[^}]*)?\}\}|<\/?[\w]+>|\$t\([^)]*\)/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort();

const others = LANGUAGES.filter((language) => language.code !== DEFAULT_LANGUAGE);

describe('the message catalogs', () => {
  it('exist for every language, one file for each English file', () => {
    for (const { code } of others) expect(filesOf(code)).toEqual(filesOf(DEFAULT_LANGUAGE));
  });

  describe.each(others.map((language) => language.code))('%s', (code) => {
    it.each(filesOf(DEFAULT_LANGUAGE))('%s has every English key and no other, none empty', (file) => {
      const english = flatten(catalogOf(`./${DEFAULT_LANGUAGE}/${file}`));
      const translated = flatten(catalogOf(`./${code}/${file}`));
      // A language may have plural forms English lacks (`_zero` beside an English `_one`): the only extra keys.
      const englishKeys = new Set(english.keys());
      const ownKeys = [...translated.keys()].filter((key) => !isPluralForm(key, englishKeys));
      expect(ownKeys.sort()).toEqual([...english.keys()].sort());
      expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it.each(filesOf(DEFAULT_LANGUAGE))('%s keeps every placeholder and tag of each message', (file) => {
      const english = flatten(catalogOf(`./${DEFAULT_LANGUAGE}/${file}`));
      const translated = flatten(catalogOf(`./${code}/${file}`));
      const differing = [...english]
        .filter(([key, text]) => {
          const other = translated.get(key);
          return other !== undefined && fixedParts(other).join() !== fixedParts(text).join();
        })
        .map(([key]) => key);
      // An extra plural form says no more than English's `_other`: it may leave a value out ("nenhum código").
      const englishKeys = new Set(english.keys());
      const unknownParts = [...translated]
        .filter(([key]) => isPluralForm(key, englishKeys))
        .filter(([key, text]) => {
          const allowed = fixedParts(english.get(key.replace(/_[a-z]+$/, '_other')) ?? '');
          return fixedParts(text).some((part) => !allowed.includes(part));
        })
        .map(([key]) => key);
      expect(unknownParts).toEqual([]);
      expect(differing).toEqual([]);
    });
  });
});

describe('the first visit', () => {
  it.each([
    [['pt-BR', 'en'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['pt-PT', 'en'], 'pt-BR'],
    [['en-GB', 'pt-BR'], 'en'],
    [['de-DE', 'fr'], 'en'],
    [['fr', 'pt-br'], 'pt-BR'],
    [[], 'en'],
  ])('%j → %s', (preferred, language) => {
    expect(matchLanguage(preferred)).toBe(language);
  });
});

describe('plural forms', () => {
  it('say 0 in Portuguese with the plural (CLDR counts 0 as one there: the catalog adds _zero)', async () => {
    const { i18n } = await import('./i18n.ts');
    const { switchLanguage } = await import('./catalogs.ts');
    await switchLanguage('pt-BR');
    try {
      expect(i18n.t('game.status.playersOnline', { count: 0, players: '0' })).toBe('0 jogadores online');
      expect(i18n.t('game.status.playersOnline', { count: 1, players: '1' })).toBe('1 jogador online');
      expect(i18n.t('game.status.playersOnline', { count: 2, players: '2' })).toBe('2 jogadores online');
    } finally {
      await switchLanguage('en');
    }
    expect(i18n.t('game.status.playersOnline', { count: 0, players: '0' })).toBe('0 players online');
  });
});
