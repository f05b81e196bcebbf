/**
 * The layer rules `npm test` checks (npm run deps:check; docs/architecture.md "Layers"):
 * - no circle, dynamic imports included;
 * - `core/` imports no feature and no host (the elements, `./react`, the server renderer, the
 *   public API);
 * - the chrome's code never imports the custom-element hosts (`elements/`): the elements are
 *   declared in react-core (`<feature>.element.ts`, listed in chrome-elements.ts), and
 *   `elements/` derives its classes from that list;
 * - a feature imports another only through that feature's declared ports (PORTS below), the
 *   files it offers to the rest of the chrome; the reminder page is built on the notification
 *   centre and may use all of it;
 * - a view (`.tsx`, not `.connected.tsx`) imports no store and no hook that reads one
 *   (`use-*.connected.ts`, a name every such hook must carry): its connected file reads them;
 * - core's rings (RING below) point inwards only.
 */
const FEATURES = '(header|footer|announcement|market-search|notifications|settings|reminder)';

/** Each feature's ports: the only files of it another feature may import. */
const PORTS = [
  // The header hosts the market panels (their first-paint port, the lazy chunks behind it), the
  // search entry and the favourites the header's `favourites` property sets.
  'market-search/panel/market-nav\\.connected\\.tsx',
  'market-search/search/search-entry\\.connected\\.tsx',
  'market-search/data/favourites\\.ts',
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

/**
 * core's rings, innermost first (docs/architecture.md "Rings"); a file of core belongs to the first
 * ring whose pattern it matches, from the host inwards, and imports only its own ring and those
 * inside it (type-only imports aside: they leave nothing at run time):
 * - host: the hosts' runtime (`core/element/`, but its context, which the ui reads), under which
 *   `elements/`, `./react` and the server renderer are thin adapters;
 * - ui: React views and hooks (`*.tsx`, `use-*.ts`, a11y/, ui/: the shared views and their CSS),
 *   and the chrome's context they read;
 * - services: state and I/O (api/, store/, resource/, layout/'s paint and idle scheduling, the
 *   texts' loading and switching);
 * - model: facts and pure functions (util/, region/, routes/, site/, cookies/, cache/, html/,
 *   build/, the languages and number formats).
 */
/**
 * What reads a store: the stores (`*.store.ts`, core/store/) and the hooks that read one
 * (`use-*.connected.ts`; the rule `store-hooks-say-so` makes every such hook carry the suffix).
 */
const STORE_READERS = ['\\.store\\.ts$', '^react-core/core/store/', '\\.connected\\.ts$'];

const CORE = '^react-core/core/';
const RING = {
  host: [`${CORE}element/`],
  ui: [`${CORE}element/context\\.tsx$`, `${CORE}a11y/`, `${CORE}ui/`, `${CORE}(?!element/)[^/]+/use-[^/]+\\.tsx?$`, `${CORE}(?!element/)[^/]+/[^/]+\\.tsx$`],
  services: [
    `${CORE}(api|store|resource|layout)/`,
    `${CORE}i18n/(catalogs|catalog-files|first-paint|switch-language)\\.ts$`,
    `${CORE}i18n/virtual-catalogs\\.d\\.ts$`,
  ],
};
const HOST_ONLY = { path: RING.host, pathNot: RING.ui };
const UI = { path: RING.ui };
const SERVICES = { path: RING.services, pathNot: [...RING.ui] };
const MODEL = { path: CORE, pathNot: [...RING.host, ...RING.ui, ...RING.services] };

module.exports = {
  forbidden: [
    {
      name: 'core-model-is-innermost',
      comment: "core's model ring (facts, pure functions) imports nothing of the rings around it.",
      severity: 'error',
      from: MODEL,
      to: { path: [...RING.host, ...RING.ui, ...RING.services], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-services-below-ui',
      comment: "core's services (state, I/O) import no view, hook or host runtime.",
      severity: 'error',
      from: SERVICES,
      to: { path: [...RING.host, ...RING.ui], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-ui-below-host',
      comment: "core's views and hooks read the chrome's context; the host runtime that provides it sits above them.",
      severity: 'error',
      from: UI,
      to: { ...HOST_ONLY, dependencyTypesNot: ['type-only'] },
    },
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
      comment: 'The custom elements host the chrome: derived from its element list, never imported by it.',
      severity: 'error',
      from: { path: '^react-core/' },
      to: { path: '^elements/' },
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
      comment:
        'A view is props in, JSX out: the store is read (and loads started) in its .connected.tsx file, directly or through a hook that reads it (use-*.connected.ts).',
      severity: 'error',
      from: { path: '^react-core/.+\\.tsx$', pathNot: ['\\.connected\\.tsx$', '^react-core/(react|server)/'] },
      to: { path: STORE_READERS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'store-hooks-say-so',
      comment: 'A hook that reads a store, itself or through another hook, is named use-*.connected.ts, so the rule above sees it wherever a view imports it.',
      severity: 'error',
      from: { path: '^react-core/.+/use-[^/]+\\.ts$', pathNot: ['\\.connected\\.ts$', '^react-core/core/store/'] },
      to: { path: STORE_READERS, dependencyTypesNot: ['type-only'] },
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
