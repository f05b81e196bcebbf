import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Fixed sleeps in browser tests (a sleep passes on a slow machine even when the bug is there). */
const NO_SLEEPS = [
  {
    selector: "CallExpression[callee.name='setTimeout'], CallExpression[callee.property.name='setTimeout']",
    message:
      'No fixed sleeps in browser tests: wait on a state (waitUntil, waitForShadow, whenReady, a recorded request, fetchesIdle, nextTask, manualClock); see docs/testing.md.',
  },
  {
    selector: 'CallExpression[callee.name=/^(sleep|settle|delay|wait)$/]',
    message: 'No fixed sleeps in browser tests: wait on a state (see docs/testing.md).',
  },
];

const NAMED_TIMEOUT =
  "Name a time limit of the kit (tests/browser/helpers/timeouts.ts: WAIT_TIMEOUT_MS is every wait's default, LONG_WAIT_MS, LONG_TEST_MS, SOAK_TEST_MS), not a number.";
/** A number where the kit's waits and mocha take a time limit: a `{ timeout }` option, `this.timeout(n)`, a kit wait's timeout argument. */
const NUMBER = '/^(Literal|UnaryExpression|TemplateLiteral)$/';
const NO_NUMERIC_TIMEOUTS = [
  { selector: `Property[key.name='timeout'][value.type=${NUMBER}]`, message: NAMED_TIMEOUT },
  { selector: `CallExpression[callee.property.name='timeout'][arguments.0.type=${NUMBER}]`, message: NAMED_TIMEOUT },
  // ... or a sum or a choice with a number in it
  {
    selector:
      "Property[key.name='timeout'] > :matches(BinaryExpression, ConditionalExpression) Literal[raw=/^[0-9]/], CallExpression[callee.property.name='timeout'] > :matches(BinaryExpression, ConditionalExpression) Literal[raw=/^[0-9]/]",
    message: NAMED_TIMEOUT,
  },
  { selector: `CallExpression[callee.name='waitUntil'][arguments.2.type=${NUMBER}]`, message: NAMED_TIMEOUT },
  { selector: `CallExpression[callee.name='waitForShadow'][arguments.2.type=${NUMBER}]`, message: NAMED_TIMEOUT },
  { selector: `CallExpression[callee.name='waitForShadowAll'][arguments.3.type=${NUMBER}]`, message: NAMED_TIMEOUT },
  { selector: `CallExpression[callee.name='whenReady'][arguments.1.type=${NUMBER}]`, message: NAMED_TIMEOUT },
  { selector: `CallExpression[callee.name=/^(fetchesIdle|idlePeriod)$/][arguments.0.type=${NUMBER}]`, message: NAMED_TIMEOUT },
];

/** What a page loaded is read through the kit: requests through its one recorder, code and texts through helpers/resources.ts. */
const NO_RESOURCE_TIMING = [
  {
    selector: 'MemberExpression[property.name=/^(getEntriesByType|getEntriesByName|clearResourceTimings)$/]',
    message:
      'Read what the page loaded through the kit: requested / requestsTo / apiRequests (the fetch recorder), loadedResources / resourceLoaded / clearLoads (helpers/resources.ts); see docs/testing.md.',
  },
  {
    selector:
      "Identifier[name='PerformanceResourceTiming'], CallExpression[callee.property.name='observe'] Property[key.name=/^(type|entryTypes)$/] Literal[value='resource']",
    message: 'Watch what the page loads through the kit (helpers/resources.ts: watchLoads), not resource timing; see docs/testing.md.',
  },
];

/**
 * `npm run lint` (part of `npm test`): typescript-eslint's recommended rules, React's two rules of
 * hooks and jsx-a11y's recommended rules. Not the React Compiler's diagnostics that
 * eslint-plugin-react-hooks 7 adds to its preset (refs read while rendering, a state set in an
 * effect, ...): the chrome does not use the compiler, and those patterns are deliberate here
 * (a browser-only value read after the hydration pass, a ref that keeps the latest props).
 * docs/testing.md says what runs.
 */
export default tseslint.config(
  // What git ignores is built or downloaded, never written here (and fixtures/ are consumer apps).
  {
    ignores: [
      'dist/**',
      '.tmp/**',
      '**/node_modules/**',
      'fixtures/**',
      'bench/floor/dist/**',
      'bench/market/dist/**',
      'bench/tmp/**',
      'bench/results/**',
      '**/.next/**',
      'shots/**',
      '**/*.d.ts',
      // A throwaway element's folder, copied into react-core/ of a scratch copy by
      // scripts/element-walkthrough.mjs and type-checked and tested there.
      'scripts/walkthrough/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rest of a destructuring names what is left out on purpose (tsc checks unused locals too).
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Keyboard, focus and hover handlers on a container are delegation (APG's roving focus in
      // a tablist, a listbox of rows, Escape inside a menu): the controls inside are the
      // interactive ones. Click handlers on non-interactive elements stay errors.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] }],
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] }],
    },
  },
  {
    // Type-checked: a promise nobody awaits or catches, or one handed where a callback returns
    // nothing (a timer, a listener, a middleware), loses its rejection silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Node scripts whose functions also run in the page (the bench's probes, page.evaluate).
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['.dependency-cruiser.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests feed malformed and wrongly typed data on purpose, and chai asserts with expressions.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // Browser tests wait on states, never on the clock (docs/testing.md, "Waiting"): a fixed sleep
    // passes on a slow machine even when the bug is there. Where a timer is itself what is under
    // test, an eslint-disable comment says why. They name the kit's time limits
    // (helpers/timeouts.ts) and leave resource timing to the kit (docs/testing.md, "The kit").
    files: ['tests/browser/**'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_SLEEPS, ...NO_NUMERIC_TIMEOUTS, ...NO_RESOURCE_TIMING],
      // One waitUntil: the kit's, whose default timeout a loaded CI machine can meet.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@open-wc/testing',
              importNames: ['waitUntil'],
              message: "Import waitUntil from the helper kit ('../helpers'): its default timeout suits CI (helpers/wait.ts).",
            },
            {
              name: '@open-wc/testing',
              importNames: ['fixture'],
              message:
                "Put elements on the page with the kit ('../helpers'): mountChrome(tag, attrs, { persona, ready }) for one, mountMarkup(html) for a page's markup (helpers/mount.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The kit: where the time limits are named, and the one reader of resource timing
    // (helpers/resources.ts). It still never sleeps.
    files: ['tests/browser/helpers/**'],
    rules: { 'no-restricted-syntax': ['error', ...NO_SLEEPS] },
  },
  {
    // The kit itself wraps them (and passes its own timeouts where it waits); the smoke test checks
    // the test tooling itself.
    files: [
      'tests/browser/helpers/wait.ts',
      'tests/browser/helpers/shadow.ts',
      'tests/browser/helpers/mount.ts',
      'tests/browser/helpers/page.ts',
      'tests/browser/infra/smoke.test.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);
