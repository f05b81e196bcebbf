/**
 * `exch-chrome/server` (Node): the chrome's header, footer and announcement as HTML with a
 * declarative shadow root, for pages rendered on a server (see render.tsx and the README's
 * "Server rendering"). Built to dist/server.js; react and react-dom are the page's (peer
 * dependencies), everything else is in the file.
 */
export {
  renderChromeElement,
  SERVER_TAGS,
  STYLESHEETS,
  DEFAULT_ASSET_BASE,
  type ServerTag,
  type ChromeStylesheet,
  type ChromeServerData,
  type ServerStyles,
  type RenderChromeOptions,
} from './render';
export { fetchChromeServerData, serverPartsOf, type ChromeServerFetchOptions, type FetchedServerData, type ServerPart } from './fetch';
export { SNIPPET_SITES, SNIPPET_LANGUAGES, SNIPPET_FILES, SNIPPET_STYLES, snippetPath, type SnippetSite } from './snippets';
