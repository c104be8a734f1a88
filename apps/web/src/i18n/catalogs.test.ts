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
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
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
