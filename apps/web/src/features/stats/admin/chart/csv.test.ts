import { describe, expect, it } from 'vitest';
import { buildStatsPeriod } from '../../../../test/stats-builders.ts';
import { categoryModel, modelCsv, timeModel } from './chart-model.ts';
import { csvCell, csvFileName, periodFileName, toCsv } from './csv.ts';

describe('csv cells', () => {
  it.each([
    ['plain', '"plain"'],
    [42, '"42"'],
    [null, '""'],
    [undefined, '""'],
    ['say "hi"', '"say ""hi"""'],
    ['a,b\nc', '"a,b\nc"'],
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@cmd', `"'@cmd"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['a=b', '"a=b"'],
  ])('%j is written %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every line, the last too, with CRLF', () => {
    expect(toCsv([['a', 'b'], ['c']])).toBe('"a","b"\r\n"c"\r\n');
  });
});

describe('a chart model as CSV', () => {
  it('writes the headers, then one line per bucket with each series, keyed by the bucket’s first day', () => {
    const model = timeModel(buildStatsPeriod(), 'Day', [
      { key: 'a', label: 'Registrations', values: [3, 0, 5], color: 0 },
      {
        key: 'b',
        label: 'Revenue',
        csvLabel: 'Revenue (BRL)',
        values: [2990, 0],
        color: 1,
        csv: (v) => (v / 100).toFixed(2),
      },
    ]);
    expect(modelCsv(model)).toBe(
      '"Day","Registrations","Revenue (BRL)"\r\n' +
        '"2026-11-22","3","29.90"\r\n"2026-11-23","0","0.00"\r\n"2026-11-24","5","0.00"\r\n',
    );
  });

  it('writes one line per category and defuses a name a spreadsheet would run', () => {
    const model = categoryModel('Product', ['Starter Pack', '=HYPERLINK("x")', '-5 Pack'], {
      key: 'orders',
      label: 'Orders',
      values: [3, 1, 2],
      color: 0,
    });
    expect(modelCsv(model)).toBe(
      '"Product","Orders"\r\n"Starter Pack","3"\r\n"\'=HYPERLINK(""x"")","1"\r\n"\'-5 Pack","2"\r\n',
    );
  });
});

describe('csv file names', () => {
  it('names a period chart after its days', () => {
    expect(periodFileName('registrations', { from: '2026-10-26', to: '2026-11-24' })).toBe(
      'registrations-2026-10-26-to-2026-11-24.csv',
    );
  });

  it('keeps letters, digits and dashes only', () => {
    expect(csvFileName('character-classes', 'Velika / PvP!', '2026-11-24')).toBe(
      'character-classes-velika-pvp-2026-11-24.csv',
    );
    expect(csvFileName('', '')).toBe('figures.csv');
  });
});
