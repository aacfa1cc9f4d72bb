import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

/** Splits one CSV line as RFC 4180 reads it (quoted cells may hold , ; " CR LF). */
function readRow(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (line[i] === '"' && line[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else cell += line[i++];
      }
    } else while (i < line.length && line[i] !== ',') cell += line[i++];
    cells.push(cell);
    if (i >= line.length) return cells;
    i++; // the comma
  }
}

describe('csvCell (OWASP CSV injection)', () => {
  it('quotes every cell holding , ; " CR or LF', () => {
    expect(csvCell('Hi;=1+cmd|/C calc!A0')).toBe('"Hi;=1+cmd|/C calc!A0"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('plain text')).toBe('plain text');
  });
  it('neutralises a formula at the start of a cell (=, +, -, @, TAB, CR)', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
  it('any text reads back as itself, a formula with one leading quote more, never starting a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme-ascii' }), { minLength: 1, maxLength: 5 }), (cells) => {
        const back = readRow(csvRow(cells));
        expect(back).toHaveLength(cells.length);
        back.forEach((cell, i) => {
          // Compared forward, not by stripping the quote back: a text that itself starts with '@ must stay '@.
          expect(cell).toBe(/^[=+\-@\t\r]/.test(cells[i]) ? `'${cells[i]}` : cells[i]);
          expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        });
      }),
    );
  });
});
