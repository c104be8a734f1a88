import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository stands on its own (issue 32): no source or document cites a document kept outside it, every section
// of docs/product.md that a comment cites exists, every path docs/architecture.md names exists, and every ADR says
// when it was decided and whether it still holds. Files only: no network, about a second.

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (relative: string) => fs.readFileSync(path.join(repoRoot, relative), 'utf8');

/** The text files of the repository: tracked ones and new ones git does not ignore, as they are in the work tree. */
const TEXT_FILE = /(\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml|sh|sql|txt)|Dockerfile|\/run)$/;
const repositoryFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json'))
    .filter((file) => fs.existsSync(path.join(repoRoot, file)));

/**
 * Documents that were never part of the repository: the product's first specification (cited by section or by name),
 * its architecture note (upper case: `docs/architecture.md` is ours), its version list, design and tera-api notes,
 * and the folder they were kept in. Written so that this file matches none of them.
 */
const OUTSIDE_DOCUMENTS: readonly RegExp[] = [
  /\bSPEC\b/,
  /\bARCHITECTURE\.md\b/,
  /\bSTACK\.md\b/,
  /\bDESIGN\.md\b/,
  /\bCONVENTIONS\.md\b/,
  /\bTERA-INTEGRATION\.md\b/,
  /(?:\.\.\/)+shared\//,
  /\/work\/shared\b/,
];

/** Where a text cites a document from outside: `file:line: the line`. */
function outsideCitations(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (OUTSIDE_DOCUMENTS.some((pattern) => pattern.test(line)))
      found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
  return found;
}

/** The section numbers docs/product.md has: `## 8. Shop` is 8, `### 8.4 Fulfilment` is 8.4. */
function productSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1] as string));
}

/**
 * The sections a text cites as `docs/product.md §8.4`, or a list of them (`docs/product.md §5, §6`, `§8.4 and §8.5`),
 * each with where it is. A list may run on past a line break and the comment's marker.
 */
function productCitations(file: string, text: string): { where: string; section: string }[] {
  const citations: { where: string; section: string }[] = [];
  const gap = String.raw`(?:\s|\*|\/\/|#)*`;
  const citation = new RegExp(
    String.raw`docs\/product\.md${gap}(§\d+(?:\.\d+)?(?:${gap}(?:,|and)${gap}§\d+(?:\.\d+)?)*)`,
    'g',
  );
  for (const match of text.matchAll(citation)) {
    const line = text.slice(0, match.index).split('\n').length;
    for (const [, section] of (match[1] as string).matchAll(/§(\d+(?:\.\d+)?)/g))
      citations.push({ where: `${file}:${line}`, section: section as string });
  }
  return citations;
}

/**
 * The repository paths a document names in backticks (`apps/api/src/...`, `packages/contract/...`); not patterns
 * (`features/<f>/`), nor what a build makes (`dist/`, `dist-server/`).
 */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`((?:apps|packages)\/[^`\s]+)`/g)]
    .map((match) => (match[1] as string).replace(/[.,:;]$/, ''))
    .filter((named) => !/[<>*{}]/.test(named) && !/\/dist(-server)?(\/|$)/.test(named));
}

/** The ADRs (`docs/adr/NNN-….md`) without a `Date: YYYY-MM-DD` or a `Status: …` line under their title. */
function undatedAdrs(adrs: { file: string; text: string }[]): string[] {
  return adrs
    .filter(({ text }) => {
      const head = text.split('\n').slice(0, 6).join('\n');
      return !/^Date: \d{4}-\d{2}-\d{2}$/m.test(head) || !/^Status: \S.*$/m.test(head);
    })
    .map(({ file }) => file);
}

describe('the repository stands on its own', () => {
  const files = repositoryFiles();

  it('finds the files it checks', () => {
    expect(files).toContain('docs/product.md');
    expect(files).toContain('apps/api/src/app.ts');
    expect(files.length).toBeGreaterThan(500);
  });

  it('cites no document kept outside the repository', () => {
    const found = files.flatMap((file) => outsideCitations(file, read(file)));
    expect(found, 'cite docs/product.md or docs/architecture.md, or state the rule where it is kept').toEqual(
      [],
    );
  });

  it('cites only sections of docs/product.md that exist', () => {
    const sections = productSections(read('docs/product.md'));
    expect(sections.size).toBeGreaterThan(20);
    const citations = files.flatMap((file) => productCitations(file, read(file)));
    expect(citations.length).toBeGreaterThan(100);
    const missing = citations
      .filter(({ section }) => !sections.has(section))
      .map(({ where, section }) => `${where}: §${section}`);
    expect(missing, 'sections cited but not in docs/product.md').toEqual([]);
  });

  it('names in docs/architecture.md only paths that exist', () => {
    const named = namedPaths(read('docs/architecture.md'));
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
    expect(missing, 'paths in docs/architecture.md that are not in the repository').toEqual([]);
  });

  it('dates every ADR and gives it a status', () => {
    const adrs = fs
      .readdirSync(path.join(repoRoot, 'docs/adr'))
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .map((name) => ({ file: `docs/adr/${name}`, text: read(`docs/adr/${name}`) }));
    expect(adrs.length).toBeGreaterThan(20);
    expect(undatedAdrs(adrs), 'each ADR needs `Date: YYYY-MM-DD` and `Status: …` under its title').toEqual(
      [],
    );
  });
});

describe('the checks themselves', () => {
  it('catch a citation of an outside document and leave ours alone', () => {
    const spec = ['SP', 'EC'].join('');
    const text = [
      `// The rule of ${spec} §5.`,
      `See ${['ARCHITECTURE', 'md'].join('.')}.`,
      'See docs/architecture.md and docs/product.md §2.1.',
      `Versions from ../${['shared', ['STACK', 'md'].join('.')].join('/')}.`,
      'SPECTRUM and inspect are words.',
    ].join('\n');
    expect(outsideCitations('x.ts', text)).toEqual([
      `x.ts:1: // The rule of ${spec} §5.`,
      `x.ts:2: See ${['ARCHITECTURE', 'md'].join('.')}.`,
      `x.ts:4: Versions from ../${['shared', ['STACK', 'md'].join('.')].join('/')}.`,
    ]);
  });

  it('read sections and citations, lists and line breaks included', () => {
    expect([...productSections('## 1. The site\n### 1.2 Pages\n#### 1.2.1 Not a section\n')]).toEqual([
      '1',
      '1.2',
    ]);
    const text = `/** Rules (docs/product.md §5, §6.3 and\n * §7.1). */\n// docs/product.md §${99}.1`;
    expect(productCitations('x.ts', text)).toEqual([
      { where: 'x.ts:1', section: '5' },
      { where: 'x.ts:1', section: '6.3' },
      { where: 'x.ts:1', section: '7.1' },
      { where: 'x.ts:3', section: '99.1' },
    ]);
  });

  it('read the paths of a document and the heads of ADRs', () => {
    expect(
      namedPaths(
        '`apps/api/src/app.ts`, `apps/web/src/features/<f>/`, `apps/web/dist-server/`, `packages/contract/src/`.',
      ),
    ).toEqual(['apps/api/src/app.ts', 'packages/contract/src/']);
    expect(
      undatedAdrs([
        { file: 'a.md', text: '# 001. A\n\nDate: 2026-11-23\nStatus: Accepted\n' },
        { file: 'b.md', text: '# 002. B\n\nStatus: Accepted\n' },
        { file: 'c.md', text: '# 003. C\n\nDate: 2026-11-23\n' },
      ]),
    ).toEqual(['b.md', 'c.md']);
  });
});
