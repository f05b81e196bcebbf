/**
 * Fault injection for tests: the cookie `mock_fault` holds comma-separated `PATHPART=KIND`
 * entries; an API request whose path contains PATHPART (ignoring case) fails as KIND. The first matching entry
 * wins. Unknown kinds and malformed entries are ignored rather than guessed at.
 */

export const FAULT_KINDS = ['500', 'timeout', 'malformed', 'null', 'wrongtype', 'empty', 'xss'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  part: string;
  kind: FaultKind;
}

/** Parses the (already cookie-decoded) value; tolerates spaces and a second URL-encoding. */
export function parseFaults(value: string | undefined): FaultRule[] {
  if (!value) return [];
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // keep the raw text
  }
  const rules: FaultRule[] = [];
  for (const entry of text.split(',')) {
    const eq = entry.lastIndexOf('=');
    if (eq <= 0) continue;
    const part = entry.slice(0, eq).trim();
    const kind = entry
      .slice(eq + 1)
      .trim()
      .toLowerCase();
    if (part && (FAULT_KINDS as readonly string[]).includes(kind)) rules.push({ part, kind: kind as FaultKind });
  }
  return rules;
}

/** Case-insensitive, so `headermenu=500` hits headerMenuListV2 too. */
export function findFault(path: string, rules: FaultRule[]): FaultKind | null {
  const p = path.toLowerCase();
  return rules.find((r) => p.includes(r.part.toLowerCase()))?.kind ?? null;
}

/** The body of a `malformed` answer: JSON cut off mid-way, as a dropped connection would leave it. */
export const MALFORMED_BODY = '{"code":200,"message":"success","data":{"list":[{"id":1,"title":"trunc';

/**
 * `wrongtype`: every field of the data, recursively, becomes a value of another type:
 * number -> object, string -> number, boolean -> string, array -> string, object -> array,
 * null -> number. The data's own container keeps its kind (an object stays an object, a list
 * stays a list) and so do the rows directly in a list, so that clients meet wrong *fields*
 * rather than just a wrong top-level value.
 */
export function wrongType(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(wrongRow);
  if (isObject(data)) return mapValues(data, swap);
  return swap(data);
}

function wrongRow(row: unknown): unknown {
  if (Array.isArray(row)) return row.map(swap);
  if (isObject(row)) return mapValues(row, swap);
  return swap(row);
}

function swap(value: unknown): unknown {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return { value: String(value) };
  if (typeof value === 'string') return value.length;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.length} items]`;
  if (isObject(value)) return Object.values(value).map(swap);
  return 0;
}

/**
 * `empty`: a list becomes `[]`; an object keeps its keys but every list inside it (at any depth)
 * becomes `[]` and the counters `total` / `unread_num` become 0; an object with no list inside
 * (a map of rates, user info, a settings object) becomes `{}`.
 */
export function emptied(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (isObject(data)) return hasList(data) ? emptyLists(data) : {};
  return data;
}

function hasList(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  return isObject(value) && Object.values(value).some(hasList);
}

function emptyLists(obj: Record<string, unknown>): Record<string, unknown> {
  return mapValues(obj, (v, k) => {
    if (Array.isArray(v)) return [];
    if (isObject(v)) return hasList(v) ? emptyLists(v) : v;
    if (typeof v === 'number' && (k === 'total' || k === 'unread_num')) return 0;
    return v;
  });
}

/** The `xss` payloads: markup for text fields, a script URL for link and image fields. */
export const XSS_HTML = '<img src=x onerror=alert(1)>';
export const XSS_URL = 'javascript:alert(1)';

/** Keys whose value is a URL the client may put in an href or src. */
const URL_KEY = /link|url|href|icon|image|avatar|seo_path/i;
/** A string that is a URL or path although its key does not say so (a positional row's icon). */
const URL_VALUE = /^(?:\/|https?:)/i;

/**
 * `xss`: the success envelope with the real data's shape, where every string turns hostile: a
 * link or image field (by its key, or a value that is a URL or path) becomes `javascript:alert(1)`,
 * any other string gets `<img src=x onerror=alert(1)>` appended (so display texts still read
 * as themselves while a code such as a pair no longer validates). Numbers, booleans and keys
 * stay, so browser tests can run an XSS corpus through every view the data reaches.
 */
export function hostile(data: unknown, key = ''): unknown {
  if (typeof data === 'string') return URL_KEY.test(key) || URL_VALUE.test(data) ? XSS_URL : `${data}${XSS_HTML}`;
  // Items of a list are judged by the list's key (`tags`, a positional row under no key).
  if (Array.isArray(data)) return data.map((item) => hostile(item, key));
  if (isObject(data)) return mapValues(data, (v, k) => hostile(v, k));
  return data;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function mapValues(obj: Record<string, unknown>, fn: (v: unknown, k: string) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = fn(v, k);
  return out;
}
