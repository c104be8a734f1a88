/**
 * The house's boundaries (docs/architecture.md, ADR 010), checked by `npm run lint:boundaries` in `npm test`.
 * Features are rooms; platform, db, lib and components are corridors every room may use.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles, anywhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by both apps and imports nothing of either.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      comment: 'The api and the web app share only the contract.',
      severity: 'error',
      from: { path: '^apps/(api|web)/' },
      to: { path: '^apps/', pathNot: ['^apps/$1/'] },
    },
    {
      name: 'api-feature-through-its-module',
      comment:
        'An api feature uses another only through its public module (features/<f>/<f>.module.ts), never its internals.',
      severity: 'error',
      from: { path: '^apps/api/src/features/([^/]+)/' },
      to: {
        path: '^apps/api/src/features/',
        pathNot: ['^apps/api/src/features/$1/', '^apps/api/src/features/([^/]+)/\\1\\.module\\.ts$'],
      },
    },
    {
      name: 'api-corridors-never-import-rooms',
      comment: 'platform/, db/ and i18n/ serve every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/api/src/(platform|db|i18n)/' },
      to: { path: '^apps/api/src/(features|app\\.ts|modules\\.ts|main\\.ts|cli\\.ts|bootstrap\\.ts)' },
    },
    {
      name: 'web-feature-through-its-index',
      comment:
        'A web feature uses another only through its public entries: features/<f>/index.ts; features/<f>/lazy.ts, the parts another feature loads in their own chunk (a dynamic import from the start bundle would split it into many small chunks); and, for the admin shell, features/<f>/admin/index.ts.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/index\\.tsx?$',
          '^apps/web/src/features/[^/]+/lazy\\.tsx?$',
          '^apps/web/src/features/[^/]+/admin/index\\.tsx?$',
        ],
      },
    },
    {
      name: 'web-features-never-import-the-shell',
      comment: 'app/ composes the features; a feature never imports it (tests use src/test/ helpers).',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-corridors-never-import-rooms',
      comment: 'components/ and lib/ serve every feature, so they import no feature and not the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|i18n|styles)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
