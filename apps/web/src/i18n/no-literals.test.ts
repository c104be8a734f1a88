import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Words a reader sees must come from the catalogs (t()), so that every language shows its own. This reads every
// component's source and lists the text written into JSX itself: text between tags, and the attributes people or
// screen readers read (aria-label, title, placeholder, alt, label).
const SRC = path.resolve(import.meta.dirname, '..');
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
/** Text that is the same in every language: symbols, numbers, the site's fixed marks. */
const UNIVERSAL = /^[\s\d\p{P}\p{S}×·•–—]*$/u;

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'i18n' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !UNIVERSAL.test(node.text))
      found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const text =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : undefined;
      if (text !== undefined && !UNIVERSAL.test(text))
        found.push(`${where(node)} ${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components', () => {
  it('write no words of their own: every text a reader sees comes from the catalogs', () => {
    const files = componentFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(literalsIn)).toEqual([]);
  });

  it('would catch a word written into a component', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'literals-')), 'sample.tsx');
    fs.writeFileSync(
      file,
      'export const A = () => <p title="Hello" aria-label={"Close"}>Welcome {name} — 3 <b>{t("x")}</b> ×</p>;\n',
    );
    expect(literalsIn(file).map((line) => line.replace(/^.*sample\.tsx:\d+ /, ''))).toEqual([
      'title="Hello"',
      'aria-label="Close"',
      'text "Welcome"',
    ]);
  });
});
