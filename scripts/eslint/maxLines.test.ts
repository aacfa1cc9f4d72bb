import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { MAX, maxLines } from './maxLines.js';

const lint = (code: string) =>
  new Linter({ configType: 'flat' }).verify(code, {
    plugins: { local: { rules: { 'max-lines': maxLines } } },
    rules: { 'local/max-lines': 'error' },
  });
const body = (n: number) => Array.from({ length: n }, (_, i) => `const a${i} = ${i};`).join('\n') + '\n';

describe('local/max-lines', () => {
  it(`passes a file of ${MAX} lines and refuses one more`, () => {
    expect(lint(body(MAX))).toEqual([]);
    const [problem] = lint(body(MAX + 1));
    expect(problem.message).toMatch(/251 lines/);
  });
  it('passes a longer file whose first comment gives the reason', () => {
    expect(lint('// Over 250 lines: one parser, tested as one.\n' + body(MAX + 5))).toEqual([]);
    expect(lint('/**\n * Over 250 lines: the table of every route.\n */\n' + body(MAX + 5))).toEqual([]);
  });
  it('refuses the mark without a reason, or in a later comment', () => {
    expect(lint('// Over 250 lines:\n' + body(MAX + 5))).toHaveLength(1);
    expect(lint('// A module.\n// Over 250 lines: late.\n' + body(MAX + 5))).toHaveLength(1);
  });
});
