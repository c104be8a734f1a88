import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, flattenCatalog, LANGUAGES } from '@agaia/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverTexts } from './index.ts';

/** What a translation must carry over as it is: {{placeholders}}. */
const placeholders = (message: string) => [...message.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((m) => m[0]).sort();
const english = flattenCatalog(serverTexts[DEFAULT_LANGUAGE]);
const others = LANGUAGES.map((language) => language.code).filter((code) => code !== DEFAULT_LANGUAGE);

describe('the server catalogs', () => {
  it.each(others)('%s has every English key and no other, none empty, every placeholder kept', (code) => {
    const translated = flattenCatalog(serverTexts[code]);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...translated].filter(([, message]) => message.trim() === '').map(([key]) => key)).toEqual([]);
    const differing = [...english].filter(
      ([key, message]) => placeholders(translated.get(key) ?? '').join() !== placeholders(message).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('write each English sentence once, so a sentence names one translation', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [key, message] of english) {
      const first = seen.get(message);
      if (first) twice.push(`${first} = ${key}: ${message}`);
      else seen.set(message, key);
    }
    expect(twice).toEqual([]);
  });
});

// Every sentence the server answers or mails comes from a catalog, so each language shows its own: this reads the
// API's and the contract's sources and lists the words written where a message is made.
const API = path.resolve(import.meta.dirname, '..');
const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
const ERROR_HELPERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'unavailable',
]);
const MAIL_FIELDS = new Set(['subject', 'greeting', 'paragraphs', 'label', 'footnote', 'lines']);
/** zod's methods whose last string argument is the refusal shown to a person. */
const ZOD_MESSAGE_METHODS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'refine',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'startsWith',
  'endsWith',
  'includes',
  'nonempty',
  'multipleOf',
  'uuid',
  'datetime',
  'date',
  'safe',
]);
/** Words a person reads: not a code (USERNAME_TAKEN) nor a lone lower-case token ('added'). */
const isWords = (value: string) => /[A-Za-z]{2,}/.test(value) && !/^[A-Z0-9_]+$|^[a-z][\w-]*$/.test(value);

/**
 * Files whose `message:` properties are not the site's words but other systems' diagnostics or log fields; their error
 * helpers are still scanned.
 */
const DIAGNOSTICS: Record<string, string> = {
  'features/game/tera/gateway.client.ts':
    "tera-api's own refusals, shown verbatim to the staff as a delivery's error",
  'platform/logging.ts': 'the log serializers',
  'platform/payments.ts': 'a Stripe library error, built as the library builds it and never answered',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'i18n'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The string literals and templates with words in `node`, not counting a `text(…)` call's values. */
function wordsIn(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return isWords(node.text) ? [node] : [];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isCallExpression(node) && node.expression.getText() === 'text')
    return wordsIn(node.arguments[0] ?? node);
  const found: ts.Node[] = [];
  ts.forEachChild(node, (child) => {
    found.push(...wordsIn(child));
  });
  return found;
}

function literalMessagesIn(file: string, root: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (nodes: ts.Node[]) => {
    for (const node of nodes)
      found.push(
        `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText().slice(0, 70)}`,
      );
  };
  const isMail = file.endsWith('.mails.ts');
  const isContract = root === CONTRACT;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (!isContract && ERROR_HELPERS.has(name))
        for (const argument of node.arguments) report(wordsIn(argument));
      if (isContract && ZOD_MESSAGE_METHODS.has(name) && node.arguments.length > 0)
        report(wordsIn(node.arguments[node.arguments.length - 1] as ts.Node));
    }
    if (!isContract && ts.isNewExpression(node) && node.expression.getText() === 'AppError')
      for (const argument of node.arguments?.slice(1) ?? []) report(wordsIn(argument));
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const key = node.name.text;
      const isDiagnostic = path.relative(root, file) in DIAGNOSTICS;
      if (
        (key === 'message' && !isDiagnostic) ||
        (isContract && key === 'error') ||
        (isMail && MAIL_FIELDS.has(key))
      )
        report(wordsIn(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('server messages', () => {
  it('are never written in place: every answer and mail sentence comes from a catalog', () => {
    const files = [...sourceFiles(API).filter((file) => !file.endsWith('cli.ts')), ...sourceFiles(CONTRACT)];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      literalMessagesIn(file, file.startsWith(CONTRACT) ? CONTRACT : API),
    );
    expect(found).toEqual([]);
  });

  it('the scan catches a literal message (a sample)', () => {
    const sample = path.join(fs.mkdtempSync(path.join(API, '..', '.tmp-scan-')), 'sample.ts');
    try {
      fs.writeFileSync(
        sample,
        `notFound('Gone.'); conflict(text(Game.x, { id: 'n' })); reply({ message: \`Hi \${x}\` });`,
      );
      expect(literalMessagesIn(sample, API)).toHaveLength(2);
    } finally {
      fs.rmSync(path.dirname(sample), { recursive: true, force: true });
    }
  });
});
