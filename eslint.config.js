import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';

// The viewer boundary (docs/architecture.md): code a share page runs never imports the editor or antd.
// Its few exceptions live in packages/web/viewer-boundary.json, each with its reason, so the import-graph
// test (packages/web/src/viewer/boundary.node.test.ts) allows exactly the same ones.
const boundaryExceptions = JSON.parse(
  readFileSync(new URL('./packages/web/viewer-boundary.json', import.meta.url), 'utf8'),
);
const VIEWER_DIRS = ['viewer', 'runtime', 'data', 'components', 'engine3d', 'map'];
const VIEWER_SIDE = VIEWER_DIRS.map((dir) => `packages/web/src/${dir}/**/*.{ts,tsx}`);
// A component kind's editing part (icon, property schema) and the registry joining them are editor code
// that lives beside the kind's runtime part: out of the viewer side, and the viewer side may not import them.
const EDITING_PARTS = [
  'packages/web/src/components/**/editing.ts',
  'packages/web/src/components/editingRegistry.ts',
];
const NO_EDITOR = {
  group: ['**/editor', '**/editor/**'],
  message:
    'Viewer-side code must not import editor code: move the shared piece to a neutral folder. / 查看端代码不得引用编辑器代码：请把共用部分移到中立目录。',
};
const NO_EDITING_PART = {
  group: ['**/editing', '**/editingRegistry'],
  message:
    "Viewer-side code must not import a component's editing part: read the runtime part through components/registry.ts. / 查看端代码不得引用组件的编辑部分：请通过 components/registry.ts 读取运行时部分。",
};
const noAntd = (group) => ({
  group,
  message:
    'Viewer-side code must not import antd or @ant-design/*: a share page must not download them. / 查看端代码不得引用 antd 或 @ant-design/*：分享页不应下载它。',
});
// One home for the shape of an operation (docs/architecture.md#edits): outside packages/model an op is built
// with the model's builders (updateOp, listAddOp, listDeleteOp, listMoveOp, setOp, make*Op), never
// written out. Tests may write ops by hand: some check what a malformed one does.
const HAND_WRITTEN_OP = {
  selector: "ObjectExpression:has(> Property[key.name='command']):has(> Property[key.name='records'])",
  message:
    'Build operations with the model package builders (updateOp, listAddOp, listDeleteOp, listMoveOp, setOp), not by hand. / 请用模型包的构建函数（updateOp、listAddOp、listDeleteOp、listMoveOp、setOp）生成操作，不要手写操作对象。',
};
const OP_RULE_FILES = [
  'packages/web/src/**/*.{ts,tsx}',
  'packages/server/src/**/*.ts',
  'packages/sandbox/src/**/*.ts',
];

// Each server area is used through its index.ts (docs/architecture.md, "Server layout"): what other areas
// may call is listed there, everything else in the folder is the area's own. Tests may reach inside.
const SERVER_AREAS = readdirSync(new URL('./packages/server/src/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const AREA_PREFIXES = ['./', '../', '../../', './modules/', '../modules/'];
const THROUGH_INDEX = {
  group: [
    ...SERVER_AREAS.flatMap((area) => AREA_PREFIXES.map((prefix) => `${prefix}${area}/**`)),
    ...SERVER_AREAS.flatMap((area) => AREA_PREFIXES.map((prefix) => `!${prefix}${area}/index.js`)),
  ],
  message:
    'Import another server area through its index.ts (add the name there if it is missing). / 请通过另一服务端模块的 index.ts 引用它（缺少的名称请在那里导出）。',
};

/** The boundary rules, with `allowed` (an exception's import) left out of the antd group. */
const boundaryRules = (allowed) => {
  const antd = ['antd', 'antd/**', '@ant-design/*'];
  return {
    'no-restricted-imports': [
      'error',
      { patterns: [NO_EDITOR, NO_EDITING_PART, noAntd(allowed ? [...antd, `!${allowed}`] : antd)] },
    ],
    // A later block's no-restricted-syntax replaces an earlier one's list, so HAND_WRITTEN_OP is repeated.
    // no-restricted-imports does not look at import(); a lazy import would still put the module in reach.
    'no-restricted-syntax': [
      'error',
      HAND_WRITTEN_OP,
      {
        selector:
          'ImportExpression[source.value=/(^|\\/)(editor|editing|editingRegistry)(\\/|$)|^antd($|\\/)|^@ant-design\\//]',
        message:
          'Viewer-side code must not load editor code, editing parts or antd, not even lazily. / 查看端代码不得加载编辑器代码、编辑部分或 antd（懒加载也不行）。',
      },
    ],
  };
};

// The TypeScript projects `npm run typecheck` checks, test files included: type-aware rules read their
// programs, so every linted .ts/.tsx file belongs to exactly the project that type-checks it.
const TYPED_PROJECTS = [
  'packages/model/tsconfig.check.json',
  'packages/sandbox/tsconfig.check.json',
  'packages/server/tsconfig.check.json',
  'packages/web/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
];
const TYPED_FILES = ['packages/*/src/**/*.{ts,tsx}', 'packages/web/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'tmp/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Type-aware checks (docs/architecture.md#checks): a promise nobody awaits loses its rejection, and a
  // switch over a union that misses a member silently does nothing for it.
  {
    files: TYPED_FILES,
    ignores: ['bench/map-pages/**'],
    languageOptions: { parserOptions: { project: TYPED_PROJECTS, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // New windows open through one helper (app/desktopHost.ts#openWindow): inside a desktop host the link is
  // handed to the host, which a direct window.open would bypass (docs/deployment.md#desktop-host).
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/app/desktopHost.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'open',
          message:
            'Open windows with openWindow (app/desktopHost.ts): a desktop host must get the link. / 请用 openWindow（app/desktopHost.ts）打开新窗口：桌面宿主需要接管链接。',
        })),
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'open',
          message:
            'Open windows with openWindow (app/desktopHost.ts): a desktop host must get the link. / 请用 openWindow（app/desktopHost.ts）打开新窗口：桌面宿主需要接管链接。',
        },
      ],
    },
  },
  {
    files: OP_RULE_FILES,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', HAND_WRITTEN_OP] },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*testkit.ts', 'packages/server/src/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [THROUGH_INDEX] }] },
  },
  // Tests are not shipped and may check that the editor and the viewer agree, so they are left out.
  { files: VIEWER_SIDE, ignores: ['**/*.test.{ts,tsx}', ...EDITING_PARTS], rules: boundaryRules() },
  // The explicit allow-list: each exception may import its one named package, nothing more.
  ...Object.values(boundaryExceptions)
    // src/app (the lazy toast's home) is outside the lint scope: only the graph test sees that one.
    .filter((entry) => typeof entry === 'object' && !entry.files.some((file) => file.startsWith('src/app/')))
    .map((entry) => ({
      files: entry.files.map((file) => `packages/web/${file}`),
      rules: boundaryRules(entry.import),
    })),
);
