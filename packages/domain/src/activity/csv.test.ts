import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells (RFC 4180, no formulas)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['@cmd', "'@cmd"],
    ['-cmd', "'-cmd"],
    ['-12.50', '-12.50'],
    ['-.5', '-.5'],
    ['', ''],
  ])('%j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
  it('ends lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2,5'],
      ]),
    ).toBe('a,b\r\n1,"2,5"\r\n');
    expect(toCsv([])).toBe('');
  });
});
