import { isLanguageCode, type LanguageCode } from '../i18n/languages';
import { isRecord } from '../util/coerce';
import { STATE_ATTRIBUTE, stateBlocks } from './state-block';

/**
 * What a server-rendered element (declarative shadow DOM, see server/render.tsx) carries for its
 * hydration: the inputs of the server's render, so that the client's FIRST render (the hydration
 * pass) produces exactly the server's DOM. It travels as a non-executed JSON data block inside
 * the shadow root (`<script type="application/json" data-exch-state>`): a strict CSP allows it
 * (a data block is never run), and the element reads it before hydrating.
 *
 * Everything in it is untrusted input (a page may edit or forge it): the client validates every
 * field here and maps site data and the menu through the same mappers as API answers.
 */
export { STATE_ATTRIBUTE };
/** Bumped when the shape changes: a client never hydrates HTML of a shape it does not know. */
export const STATE_VERSION = 1;

export interface ServerState {
  v: typeof STATE_VERSION;
  /** The language the server rendered in. */
  lang: LanguageCode;
  /** The page path the server rendered for (active items, language URLs). */
  currentPath: string;
  /** The copyright year the server rendered (the client shows the current one after hydration). */
  year: number;
  /** First-paint catalogs of that language, by namespace. */
  texts: Record<string, Record<string, string>>;
  /** Raw API shapes of common data and the compliance menu; absent: the bundled defaults. */
  site?: { common?: unknown; compliance?: unknown };
  /** Raw header menu list (`headerMenuListV2`'s `list`); absent: the site's built-in navigation. */
  menu?: unknown[];
  /** The server knew the visitor is logged in (over common data's `is_login`). */
  loggedIn?: boolean;
  /** The announcement answer the server fetched (raw, `{ [pageKey]: notice }`): the page shows it after hydration. */
  notices?: Record<string, unknown>;
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a `<script>` data block whatever the strings hold: `<` cannot start
 * `</script>` or `<!--`, and `>`/`&` are escaped too so the text is also inert in any HTML
 * context. JSON.parse reads the escapes back as the original characters.
 */
export function serializeState(state: ServerState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c] ?? c);
}

const isCatalog = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every((text) => typeof text === 'string');

/** Parses and validates a state's text; null for anything that is not a state this client knows. */
export function parseState(text: string): ServerState | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.v !== STATE_VERSION) return null;
  const { lang, currentPath, year, texts, site, menu, loggedIn, notices } = value;
  if (typeof lang !== 'string' || !isLanguageCode(lang)) return null;
  if (typeof currentPath !== 'string' || !currentPath.startsWith('/')) return null;
  if (typeof year !== 'number' || !Number.isInteger(year)) return null;
  if (!isRecord(texts) || !Object.values(texts).every(isCatalog)) return null;
  return {
    v: STATE_VERSION,
    lang,
    currentPath,
    year,
    texts: texts as Record<string, Record<string, string>>,
    site: isRecord(site) ? { common: site.common, compliance: site.compliance } : undefined,
    menu: Array.isArray(menu) ? menu : undefined,
    loggedIn: typeof loggedIn === 'boolean' ? loggedIn : undefined,
    notices: isRecord(notices) ? notices : undefined,
  };
}

/** The state block of a server-rendered shadow root, if any (read before hydrating). */
export function readServerState(root: ParentNode): ServerState | null {
  const [block] = stateBlocks(root);
  return block?.textContent ? parseState(block.textContent) : null;
}
