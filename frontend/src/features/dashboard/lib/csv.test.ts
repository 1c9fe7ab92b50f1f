import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Day', 'Applications'],
        ['2026-11-21', 3],
      ]),
    ).toBe('\uFEFFDay,Applications\r\n2026-11-21,3\r\n');
  });

  it('quotes commas, quotes and line breaks, and leaves empty cells empty', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', null]])).toBe(
      '\uFEFF"a,b","say ""hi""","two\nlines",\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula from running', () => {
    expect(toCsv([['=1+1', '+49 30', '-x', '@SUM(A1)', '\tx', 'a=b']])).toBe(
      "\uFEFF'=1+1,'+49 30,'-x,'@SUM(A1),'\tx,a=b\r\n",
    );
  });

  it('writes numbers as they are, negative ones too', () => {
    expect(toCsv([[-3, 0.5]])).toBe('\uFEFF-3,0.5\r\n');
  });
});
