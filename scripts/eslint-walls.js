// The architecture's walls that need to know where an import leads, not only how it is spelled
// (docs/architecture.md, "The walls"): a relative import is resolved against the importing file, so
// `../db`, `../../features/live/x` and `import('../sync/mirror')` are all seen for what they reach.
// Every way a module names another is checked: import and export … from, import() and a test's
// vi.mock. Packages are not these rules' business (no-restricted-imports names them in eslint.config.js).
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '..', 'src');
const FEATURES = resolve(SRC, 'features');

/** The first folder of `path` under `root` (or the file's name, for one directly in it); null outside it. */
function folderUnder(root, path) {
  const rel = relative(root, path);
  if (rel === '' || rel.startsWith('..') || rel.startsWith(sep)) return null;
  return rel.split(sep)[0];
}

const VI_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);

/** A string literal's value, or a template literal's without expressions; null for anything computed. */
function text(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/** Calls `check(node, specifier, typeOnly)` for every module the file names. */
function everyImport(check) {
  const typeOnlyImport = (node) =>
    node.importKind === 'type' ||
    (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value, typeOnlyImport(node)),
    ExportNamedDeclaration: (node) => {
      if (node.source) check(node.source, node.source.value, node.exportKind === 'type');
    },
    ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === 'type'),
    ImportExpression: (node) => check(node.source, text(node.source), false),
    CallExpression: (node) => {
      const { callee } = node;
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'vi' &&
        callee.property.type === 'Identifier' &&
        VI_MODULE_CALLS.has(callee.property.name)
      )
        check(node.arguments[0], text(node.arguments[0]), false);
    },
  };
}

/** Where a relative specifier leads from the file (an absolute path), or null for a package or a computed one. */
const target = (filename, specifier) =>
  typeof specifier === 'string' && specifier.startsWith('.') ? resolve(dirname(filename), specifier) : null;

const screensApart = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A screen’s folder (src/features/<screen>/) imports nothing from another screen’s.',
    },
    schema: [],
    messages: {
      apart:
        'features/{{own}} imports from features/{{other}}: a screen’s folder never imports another’s. What several screens use lives outside features/: components in src/ui, words in src/words, wiring and the data several screens read in src/app or src/state.',
    },
  },
  create(context) {
    const own = folderUnder(FEATURES, context.filename);
    if (own === null) return {};
    return everyImport((node, specifier) => {
      const path = target(context.filename, specifier);
      const other = path && folderUnder(FEATURES, path);
      if (other && other !== own) context.report({ node, messageId: 'apart', data: { own, other } });
    });
  },
};

const layerImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A layer of src/ imports only the layers it may: everything else in src/ is a wall.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          may: { type: 'array', items: { type: 'string' } },
          typesFrom: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        required: ['may', 'message'],
        additionalProperties: false,
      },
    ],
    messages: { wall: '{{message}} ({{specifier}} reaches {{folder}})' },
  },
  create(context) {
    const { may, typesFrom = [], message } = context.options[0];
    const own = folderUnder(SRC, context.filename);
    if (own === null) return {};
    const allowed = new Set([own, ...may]);
    return everyImport((node, specifier, typeOnly) => {
      const path = target(context.filename, specifier);
      if (path === null) return;
      const folder = folderUnder(SRC, path) ?? relative(SRC, path).split(sep).join('/');
      if (allowed.has(folder) || (typeOnly && typesFrom.includes(folder))) return;
      context.report({ node, messageId: 'wall', data: { message, specifier, folder } });
    });
  },
};

export default {
  meta: { name: 'walls' },
  rules: { 'screens-apart': screensApart, 'layer-imports': layerImports },
};
