/**
 * The layer rules `npm test` checks (npm run deps:check; docs/architecture.md "Layers"):
 * - no circle, dynamic imports included;
 * - `core/` imports no feature and no host (the elements, `./react`, the server renderer, the
 *   public API);
 * - the chrome's code never imports the custom-element hosts (`elements/`), only their specs
 *   (`elements/*.meta.ts`, from which the React props, events and manifest derive);
 * - a feature imports another only through that feature's declared ports (PORTS below), the
 *   files it offers to the rest of the chrome; the reminder page is built on the notification
 *   centre and may use all of it;
 * - a view (`.tsx`, not `.connected.tsx`) imports no store: its connected file reads it.
 */
const FEATURES = '(header|footer|announcement|market-search|notifications|settings|reminder)';

/** Each feature's ports: the only files of it another feature may import. */
const PORTS = [
  // The header hosts the market panels (their first-paint port, the lazy chunks behind it), the
  // search entry and the favourites the header's `favourites` property sets.
  'market-search/market-nav\\.connected\\.tsx',
  'market-search/search-entry\\.connected\\.tsx',
  'market-search/favourites\\.ts',
  // The header's and the drawer's settings entries, their texts and rules; the footer's pickers.
  'settings/settings-entries\\.connected\\.tsx',
  'settings/mobile-settings-entry\\.connected\\.tsx',
  'settings/settings\\.intl\\.ts',
  'settings/settings\\.rules\\.ts',
  'settings/settings\\.connected\\.tsx',
  'settings/(settings|mobile-settings)-entry\\.css',
  // The header's bell.
  'notifications/notifications\\.connected\\.tsx',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle makes load order and chunking depend on who imports first.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-feature',
      comment: 'core/ is what every feature builds on: it never reaches up into one (or into a host).',
      severity: 'error',
      from: { path: '^react-core/core/' },
      to: { path: `^react-core/(${FEATURES.slice(1, -1)}|react|server|public)/` },
    },
    {
      name: 'no-element-host-imports',
      comment: 'The custom elements host the chrome; the chrome knows their specs, not them.',
      severity: 'error',
      from: { path: '^react-core/' },
      to: { path: '^elements/', pathNot: '\\.meta\\.ts$' },
    },
    {
      name: 'features-meet-through-ports',
      comment: 'A feature uses another only through the files that feature offers (PORTS).',
      severity: 'error',
      from: { path: `^react-core/${FEATURES}/`, pathNot: '^react-core/reminder/' },
      to: { path: `^react-core/${FEATURES}/`, pathNot: ['^react-core/$1/', `^react-core/(${PORTS.join('|')})(\\?inline)?$`] },
    },
    {
      name: 'reminder-builds-on-notifications',
      comment: 'The reminder page is the notification centre as a page: all of notifications/, and other features through their ports.',
      severity: 'error',
      from: { path: '^react-core/reminder/' },
      to: { path: `^react-core/${FEATURES}/`, pathNot: ['^react-core/(reminder|notifications)/', `^react-core/(${PORTS.join('|')})(\\?inline)?$`] },
    },
    {
      name: 'views-read-no-store',
      comment: 'A view is props in, JSX out: the store is read (and loads started) in its .connected.tsx file.',
      severity: 'error',
      from: { path: '^react-core/.+\\.tsx$', pathNot: ['\\.connected\\.tsx$', '^react-core/(react|server)/'] },
      to: { path: ['\\.store\\.ts$', '^react-core/core/store/'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Stylesheets and JSON texts are leaves: they import nothing.
    exclude: { path: '\\.(json)$' },
  },
};
