// Outside the mock, its code is reached through what its package exports (`@formation/mock-api/…`:
// the process, the in-page mock, the data set folder, what the benches measure), never by a relative
// path into apps/mock-api/src: an arrow from a package up into an app, or around the mock's own
// boundaries. A rule of its own, so that it holds beside each package's no-restricted-imports.
const MOCK_SOURCES = /(^|\/)mock-api\/src(\/|$)/;

const rule = {
  meta: {
    type: 'problem',
    messages: {
      reach:
        "Import the mock through its package's exports (@formation/mock-api/process, …/in-page, …/measured…), not apps/mock-api/src by path.",
    },
    schema: [],
  },
  create(context) {
    if (/(^|\/)apps\/mock-api\//.test(context.filename)) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type === 'Literal' && typeof source.value === 'string' && MOCK_SOURCES.test(source.value)) {
        context.report({ node, messageId: 'reach' });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const mockSources = {
  plugins: { formation: { rules: { 'no-mock-sources': rule } } },
  rules: { 'formation/no-mock-sources': 'error' },
};
