// A product file stays under MAX lines; a longer one says why in its first comment, starting
// "Over 250 lines:" (bulletproof-react's files sit near 40 lines; past 250 a file usually holds
// two things). Tests, benches and end-to-end files are not product files and are not checked.
export const MAX = 250;
const MARK = /^\s*\*?\s*Over 250 lines:\s*\S/m;

export const maxLines = {
  meta: {
    type: 'suggestion',
    docs: { description: `a file over ${MAX} lines says why in its first comment` },
    schema: [],
    messages: {
      tooLong: `{{lines}} lines (over ${MAX}): split the file, or start its first comment with "Over 250 lines:" and the reason.`,
    },
  },
  create(context) {
    return {
      Program(node) {
        const source = context.sourceCode;
        const lines = source.lines.length - (source.lines.at(-1) === '' ? 1 : 0);
        if (lines <= MAX) return;
        const first = source.getAllComments()[0];
        if (first && MARK.test(first.value)) return;
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'tooLong', data: { lines } });
      },
    };
  },
};
