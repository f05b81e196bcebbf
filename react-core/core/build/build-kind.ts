/**
 * Which build this code runs in, fixed when it is built (Vite replaces `import.meta.env.MODE`):
 * the bundler build (`vite build --mode npm`, dist/npm: inside a React team's own app) or the
 * one script, the dev server and the tests.
 */
export const IN_APP_BUNDLE = import.meta.env.MODE === 'npm';
