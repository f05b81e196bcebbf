import type { NavItem, NavLayout, NavTag, NavTagType, NavTarget } from '../header.types';
import { asArray, asNumber, asString, cleanText, isRecord } from '../../core/util/coerce';
import { warnOnce } from '../../core/util/warn';
import { isHiddenByCompliance, type Compliance } from '../../core/site/compliance';
import { LANGUAGE_CODES, type LanguageCode } from '../../core/i18n/languages';
import { safeHref, stripLanguagePrefix } from '../../core/routes/links';
import { loadedCatalog } from '../../core/i18n/catalogs';
import { DEFAULT_LANGUAGE } from '../../core/i18n/languages';
import { HEADER_TEXTS } from '../header.intl';
import * as ROUTES from '../../core/routes/header-routes';

/**
 * Server menu items (spec §3) -> NavItem view models, by the spec §5 rules. The input is untrusted
 * (the API, a cache entry, or a page's `menu` property), so this takes anything and never throws.
 */

export type MenuPlatform = 'web' | 'h5';

export type MenuWarn = (key: string, message: string, ...details: unknown[]) => void;

export interface MenuContext {
  lang: LanguageCode;
  /** The header is 'web'; the H5 (mobile web) shell is 'h5'. */
  platform: MenuPlatform;
  compliance: Compliance;
  /** Defaults to `warnOnce`; a call never reports the same kind twice either way. */
  warn?: MenuWarn;
  /**
   * The text of a `title_key` or `desc_key` (spec §3 Server menu item), or undefined when no
   * catalog has it. Defaults to the header's catalogs: the language's, then English.
   */
  text?: (key: string, lang: LanguageCode) => string | undefined;
}

/** Levels kept, top level included: top > group > entry (the mock's Earn menu uses all three). */
export const MENU_MAX_DEPTH = 3;

/** Why an item or tag was skipped: one warning per kind and validation. */
export type MenuIssue =
  'not-an-object' | 'untitled-top-level' | 'unsafe-url' | 'duplicate-id' | 'too-deep' | 'unknown-enum' | 'bad-tag' | 'broken-item' | 'unknown-text-key';

// Spec §3 enumerations, wire value -> meaning; anything else falls back (spec §5).
const EXTERNAL: Record<number, boolean> = { 1: false, 2: true };
const LAYOUTS: Record<number, NavLayout> = { 1: 'vertical', 2: 'horizontal' };
const PLATFORMS: Record<number, 'all' | MenuPlatform> = { 1: 'all', 2: 'web', 3: 'h5' };
const TAG_TYPES: readonly NavTagType[] = [1, 2, 3, 4, 5];

interface Run {
  ctx: MenuContext;
  said: Set<MenuIssue>;
}

/** For messages only: a page object may hold what JSON.stringify cannot (BigInt, cycles). */
function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value;
  }
}

function report(run: Run, issue: MenuIssue, message: string, detail?: unknown): void {
  if (run.said.has(issue)) return;
  run.said.add(issue);
  (run.ctx.warn ?? warnOnce)(`header-menu.${issue}`, `header menu: ${message}`, detail);
}

/** The wire form of an enum: a number, or a numeric string ("2"); absent means "use the default". */
function enumValue<T>(run: Run, raw: unknown, table: Record<number, T>, fallback: T, field: string): T {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const found = table[asNumber(raw, NaN)];
  if (found !== undefined) return found;
  report(run, 'unknown-enum', `unknown ${field} ${show(raw)}: using the default`);
  return fallback;
}

/** `hidden` is 0/1 on the wire; true, any non-zero number, "1" and "true" also hide. */
function isHiddenFlag(raw: unknown): boolean {
  if (raw === true) return true;
  if (typeof raw === 'number') return raw !== 0 && !Number.isNaN(raw);
  return raw === '1' || raw === 'true';
}

/** A code or URL: spec §5 "non-string values become strings"; codes and links are never shown. */
function text(raw: unknown): string {
  return asString(raw).trim();
}

/** A title, description or tag word: the same, as display text (no control or bidi character). */
function label(raw: unknown): string {
  return cleanText(asString(raw));
}

/**
 * A key's text in the header's catalogs: the language's, else English; the key as written, else
 * without a leading `header.` (the server's keys name the namespace: `header.nav.earn_head`).
 */
export function headerCatalogText(key: string, lang: LanguageCode): string | undefined {
  const keys = key.startsWith(`${HEADER_TEXTS.name}.`) ? [key, key.slice(HEADER_TEXTS.name.length + 1)] : [key];
  for (const language of lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE]) {
    const catalog = loadedCatalog(HEADER_TEXTS.name, language);
    for (const k of keys) {
      const text = catalog?.[k];
      if (text) return text;
    }
  }
  return undefined;
}

/**
 * A title or description: the server's literal text, else its key looked up in the catalogs
 * (spec §3 `title_key`, `desc_key`). A key no catalog knows gives '' (never the raw key on screen).
 */
function textOrKey(run: Run, literal: unknown, key: unknown): string {
  const text = label(literal);
  if (text) return text;
  const name = asString(key).trim();
  if (!name) return '';
  const found = (run.ctx.text ?? headerCatalogText)(name, run.ctx.lang);
  if (found) return label(found);
  report(run, 'unknown-text-key', `no text for the menu key ${show(name)}: left out`);
  return '';
}

/** A badge text after the title (spec §3 Nav item rightNode): short display text. */
function rightNode(raw: unknown): string {
  const text = label(raw);
  return text.length <= 24 ? text : '';
}

/**
 * Spec §3 Nav item `target`: `_blank` or `_self` as the data says; otherwise a new tab for an
 * external link and for the user agreement (spec §2: "opens in a new tab"), this tab for the rest.
 */
function targetOf(raw: unknown, external: boolean, href: string | null): NavTarget {
  const given = asString(raw).trim().toLowerCase();
  if (given === '_blank' || given === '_self') return given;
  return external || (href !== null && href.split(/[?#]/)[0] === ROUTES.userAgreement()) ? '_blank' : '_self';
}

/** Images and icons never get a language prefix; anything but http(s) or a path is dropped. */
function imageUrl(raw: unknown, lang: LanguageCode): string {
  return safeHref(text(raw), lang, false) ?? '';
}

/**
 * The link of an item: relative paths get the page language (a language segment already on the
 * path is replaced, not doubled), http(s) stays, and any other scheme is dropped. `undefined`
 * means "there was a link and it was unsafe", null means "no link at all".
 */
function itemHref(raw: unknown, lang: LanguageCode): string | null | undefined {
  const url = text(raw);
  if (!url) return null;
  const unprefixed = url.startsWith('/') ? stripLanguagePrefix(url, LANGUAGE_CODES) : url;
  // Spec §2: the user agreement opens without the prefix (and in a new tab: targetOf).
  const prefixed = unprefixed.split(/[?#]/)[0] !== ROUTES.userAgreement();
  return safeHref(unprefixed, lang, prefixed) ?? undefined;
}

function validateTag(run: Run, raw: unknown): NavTag | null {
  if (!isRecord(raw)) {
    report(run, 'bad-tag', 'a tag that is not an object was skipped', raw);
    return null;
  }
  const type = asNumber(raw.type, NaN) as NavTagType;
  if (!TAG_TYPES.includes(type)) {
    report(run, 'bad-tag', `a tag of unknown type ${show(raw.type)} was skipped`, raw);
    return null;
  }
  const code = text(raw.code);
  // Spec §5: a tag whose code is in the compliance menu list is hidden (its item stays).
  if (code && isHiddenByCompliance(run.ctx.compliance, code)) return null;
  const tag: NavTag = {
    type,
    code,
    word: label(raw.word),
    lightIcon: imageUrl(raw.light_icon, run.ctx.lang),
    darkIcon: imageUrl(raw.dark_icon, run.ctx.lang),
  };
  // A tag with neither a word nor an image would render as an empty pill.
  if (!tag.word && !tag.lightIcon && !tag.darkIcon) {
    report(run, 'bad-tag', 'a tag with no word and no icon was skipped', raw);
    return null;
  }
  return tag;
}

function validateItem(run: Run, raw: unknown, depth: number, index: number): NavItem | null {
  if (!isRecord(raw)) {
    report(run, 'not-an-object', 'a menu item that is not an object was skipped', raw);
    return null;
  }
  const { ctx } = run;
  if (isHiddenFlag(raw.hidden)) return null;

  const platform = enumValue(run, raw.platform_type, PLATFORMS, 'all', 'platform_type');
  // Spec §5: an item for the other platform goes, and its children with it.
  if (platform !== 'all' && platform !== ctx.platform) return null;

  const code = text(raw.code);
  // Spec §6: a compliance code hides the entry it names.
  if (code && isHiddenByCompliance(ctx.compliance, code)) return null;

  const title = textOrKey(run, raw.title, raw.title_key);
  const lightImage = imageUrl(raw.light_image, ctx.lang);
  const darkImage = imageUrl(raw.dark_image, ctx.lang);
  if (depth === 1 && !title && !lightImage && !darkImage) {
    report(run, 'untitled-top-level', 'a top-level item with no title (or a title key no catalog has) and no image was skipped', raw);
    return null;
  }

  const hadChildren = asArray(raw.children).length > 0;
  let children: NavItem[] = [];
  if (hadChildren) {
    if (depth < MENU_MAX_DEPTH) children = validateList(run, raw.children, depth + 1);
    else report(run, 'too-deep', `menu items nested deeper than ${MENU_MAX_DEPTH} levels were dropped`, code);
  }

  let href = itemHref(raw.jump_url, ctx.lang);
  if (href === undefined) {
    // An unsafe link is dropped; the item survives only as a heading over its children.
    report(run, 'unsafe-url', 'a menu link with an unsupported scheme was dropped', raw.jump_url);
    if (children.length === 0) return null;
    href = null;
  }
  // A group whose entries were all filtered out (platform, compliance, hidden) and which has no
  // link of its own would be an empty heading: drop it quietly, the filters already explain it.
  if (hadChildren && children.length === 0 && href === null) return null;

  const external = enumValue(run, raw.jump_type, EXTERNAL, false, 'jump_type');
  const item: NavItem = {
    // Ids key React lists and compliance; a code-less item still gets a stable, sibling-unique id.
    id: code || `item-${index}`,
    title,
    desc: textOrKey(run, raw.desc, raw.desc_key),
    href,
    external,
    target: targetOf(raw.target, external, href),
    lightIcon: imageUrl(raw.light_icon, ctx.lang),
    darkIcon: imageUrl(raw.dark_icon, ctx.lang),
    lightImage,
    darkImage,
    layout: enumValue(run, raw.show_mode, LAYOUTS, 'vertical', 'show_mode'),
    tags: asArray(raw.tags)
      .map((tag) => validateTag(run, tag))
      .filter((tag): tag is NavTag => tag !== null),
    children,
  };
  // Spec §3 Nav item rightIcon / rightNode (ours on the wire: right_icon, right_node, or the
  // camelCase names of a page-provided menu).
  const rightIcon = imageUrl(raw.right_icon ?? raw.rightIcon, ctx.lang);
  const badge = rightNode(raw.right_node ?? raw.rightNode);
  if (rightIcon) item.rightIcon = rightIcon;
  if (badge) item.rightNode = badge;
  return item;
}

function validateList(run: Run, raw: unknown, depth: number): NavItem[] {
  const out: NavItem[] = [];
  const ids = new Set<string>();
  asArray(raw).forEach((entry, index) => {
    let item: NavItem | null;
    try {
      item = validateItem(run, entry, depth, index);
    } catch (error) {
      // Only a page-provided object (getters, proxies) can get here; JSON cannot.
      report(run, 'broken-item', 'a menu item that could not be read was skipped', error);
      item = null;
    }
    if (!item) return;
    if (ids.has(item.id)) {
      // Ids must be unique among siblings (React keys, compliance, active item): first one wins.
      report(run, 'duplicate-id', `a menu item with a duplicate code "${item.id}" was skipped`);
      return;
    }
    ids.add(item.id);
    out.push(item);
  });
  return out;
}

/**
 * The codes a server menu marks hidden (`hidden` 1, at any depth): the sub-sites' built-in
 * navigation hides them too (spec §6). Any JSON in; never throws.
 */
export function hiddenCodesOf(raw: unknown): ReadonlySet<string> {
  const codes = new Set<string>();
  const walk = (list: unknown, depth: number) => {
    if (depth > MENU_MAX_DEPTH) return;
    for (const item of asArray(list)) {
      if (!isRecord(item)) continue;
      const code = text(item.code);
      if (code && isHiddenFlag(item.hidden)) codes.add(code);
      walk(item.children, depth + 1);
    }
  };
  try {
    walk(menuList(raw), 1);
  } catch {
    /* a page-provided object that cannot be read hides nothing */
  }
  return codes;
}

/** The item list of a menu answer: `{ list: [...] }` (the wire shape) or the bare array. */
export function menuList(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw) && Array.isArray(raw.list)) return raw.list;
  return null;
}

/**
 * Validates and coerces a server menu (spec §5): `{ list }` or a bare list of server menu items.
 * Anything else is an empty menu. Never throws.
 */
export function validateMenu(raw: unknown, ctx: MenuContext): NavItem[] {
  const run: Run = { ctx, said: new Set() };
  try {
    const list = menuList(raw);
    return list ? validateList(run, list, 1) : [];
  } catch (error) {
    report(run, 'broken-item', 'the menu could not be read', error);
    return [];
  }
}
