import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csv cells neutralised against formulas', () => {
  it('N-8: a cell starting with = + - @ tab or CR gets a leading apostrophe, sign-and-digit prefixes included', () => {
    expect(
      [
        '=1+1',
        "-1+1+cmd|' /C calc'!A0",
        '+2+3',
        '@SUM(A1)',
        '\t=1',
        '\r=1',
        '-5x',
        '+1e3',
        '-',
        '=HYPERLINK("http://x")',
      ].map(csvCell),
    ).toEqual([
      "'=1+1",
      "'-1+1+cmd|' /C calc'!A0",
      "'+2+3",
      "'@SUM(A1)",
      "'\t=1",
      `"'\r=1"`,
      "'-5x",
      "'+1e3",
      "'-",
      `"'=HYPERLINK(""http://x"")"`,
    ]);
  });

  it('N-8: numbers stay numbers, other text stays as it is, separators and quotes are quoted', () => {
    expect(['-5', '+3', '-12.50', '42', '', 'Lakeside', 'A, B', 'say "hi"', 'two\nlines'].map(csvCell)).toEqual([
      '-5',
      '+3',
      '-12.50',
      '42',
      '',
      'Lakeside',
      '"A, B"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
  });

  it('writes lines with CRLF and a final line break', () => {
    expect(
      csvText([
        ['Row', 'Grower'],
        ['2', '=1'],
      ]),
    ).toBe("Row,Grower\r\n2,'=1\r\n");
  });
});
