import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
/**
 * The bench pages. Every page has the same body shape and the same `<main>` block, so the pages
 * differ only in how the chrome gets there:
 *
 *   floor           plain React 19 page (bench/floor/): header, announcement, main, footer
 *                   rendered by one Vite bundle, no custom elements, no shadow DOM
 *   visitor         <exch-header>, <exch-announcement page="index">, <main>, <exch-footer>: the
 *                   recommended embedding, the optional stylesheet in the head and the one
 *                   script as a plain <script type="module"> at the end of the body (CLS target 0)
 *   visitor-prepaint  the same page with `data-prepaint` on its script tag and, in its head, a
 *                   preload line per tag for its snippet (docs/embedding.md "Depth 1"): the one
 *                   script paints each tag from the build's pre-rendered snippet before the
 *                   elements' code arrives, and the code hydrates it (issue 52). Complete when painted (the DOM probe), interactive when every
 *                   element said `exch-ready` (reported as `hydrated`); targets: complete at most
 *                   0.6x the floor's, CLS 0, interactive no later than `visitor`'s complete
 *   visitor-render  the other no-shift embedding: no stylesheet, the script in the head with
 *                   blocking="render" (CLS target 0.01)
 *   user            the recommended embedding, logged in (cookie mock_user=user; CLS target 0)
 *   visitor-plain   neither: no stylesheet, a plain module script; the page paints before the
 *                   script can reserve anything, so the header's arrival moves the page (CLS
 *                   reported, no target: the README says to use one of the two above)
 *   visitor-ssr     the server-rendered snippets (dist/snippets, `npm run build`) of the region
 *                   and language in place of the three tags, in their inline-styles flavour
 *                   (`<element>.inline.html`), then the module script: the chrome is in the
 *                   page's HTML and hydrates (README "Server rendering"; issue 11 target:
 *                   complete at most 0.8x the floor's, CLS 0)
 *   visitor-ssr-link  the same with the linked-stylesheet snippets (`<element>.html`, for a strict
 *                   CSP without the hashes): one stylesheet request before the first paint
 *
 *   govuk           reference, not ours: an HTML-first page built with GOV.UK Frontend (the
 *                   devDependency's own rendered examples: header, service navigation, footer;
 *                   its stylesheet in the head, its module script initialising the components at
 *                   the end), so the server-rendered chrome can be compared with a design system
 *                   whose pages are plain HTML (issue 11: visitor-ssr ahead of it)
 *
 * and two pages for the byte budgets only (run by the budget pass, not in the main table):
 *   footer-only    <main> and <exch-footer>
 *   header-footer  <exch-header>, <main>, <exch-footer>
 *
 * `chrome` lists the elements whose completion makes the page complete (the probe waits for
 * each); `interactions` says whether first interactions are measured on the page.
 */

/** The page content between header/announcement and footer: real text, so its moves count as
 *  layout shifts, and tall enough that the footer starts inside the desktop viewport. */
const MAIN = `<main class="page">
<h1>Markets overview</h1>
<p>Spot, futures and on-chain markets in one place. Prices update in real time; the figures below
are examples of the page content the chrome sits around.</p>
<p>BTC/USDT 67,120.50 &middot; ETH/USDT 3,412.18 &middot; SOL/USDT 171.02 &middot; GT/USDT 9.81</p>
<p>New listings, launchpool and earn products are announced in the bar above this block.</p>
</main>`;

const PAGE_CSS = `<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#222}
.page{display:block;min-height:560px;box-sizing:border-box;padding:24px 32px}
.page h1{margin:0 0 16px;font-size:28px}
</style>`;

function html({ lang, title, head = '', body }) {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${PAGE_CSS}
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

const SCRIPT = '<script type="module" src="/dist/exch-chrome.js"></script>';
/** The one script asking for the prepaint (docs/embedding.md "Painted, then interactive"). */
const PREPAINT_SCRIPT = '<script type="module" src="/dist/exch-chrome.js" data-prepaint></script>';
const STYLESHEET = '<link rel="stylesheet" href="/dist/exch-chrome.css">';
/** A module script that holds the first paint until it ran (and reserved the chrome's space). */
const RENDER_BLOCKING_SCRIPT = '<script type="module" blocking="render" src="/dist/exch-chrome.js"></script>';

/**
 * The build's snippet files of the region's live site in the language, by tag, in one styles
 * flavour (`inline` or `link`), as dist/snippets/index.json lists them (paths relative to dist/),
 * or null before a build that made them.
 */
function snippetFiles(region, lang, styles) {
  const index = resolve(import.meta.dirname, '../dist/snippets/index.json');
  if (!existsSync(index)) return null;
  const { sites, files } = JSON.parse(readFileSync(index, 'utf8'));
  const site = Object.keys(sites).find((key) => sites[key].region === String(region) && !sites[key].testnet);
  if (!site) return null;
  return Object.fromEntries(files.filter((f) => f.site === site && f.lang === lang && f.styles === styles).map((f) => [f.tag, f.path]));
}

/** The snippets' HTML (the server-rendered pages' chrome), or null before a build that made them. */
function snippetsFor(region, lang, styles) {
  const files = snippetFiles(region, lang, styles);
  if (!files) return null;
  const read = (tag) => readFileSync(resolve(import.meta.dirname, '../dist', files[tag]), 'utf8').trim();
  return { header: read('exch-header'), announcement: read('exch-announcement'), footer: read('exch-footer') };
}

/**
 * The head lines that ask for the tags' snippets with the HTML (docs/embedding.md "Depth 1"):
 * one preload per tag, or '' before a build that made them.
 */
function snippetHints(region, lang, tags) {
  const files = snippetFiles(region, lang, 'inline') ?? {};
  return tags
    .filter((tag) => files[tag])
    .map((tag) => `<link rel="preload" as="fetch" crossorigin href="/dist/${files[tag]}">`)
    .join('\n');
}

/**
 * GOV.UK Frontend's rendered examples (dist/govuk/components/<name>/template-<example>.html, shipped
 * with the package), or null without the package.
 */
function govukTemplates() {
  const dir = resolve(import.meta.dirname, '../node_modules/govuk-frontend/dist/govuk/components');
  const read = (component, example) => readFileSync(join(dir, component, `template-${example}.html`), 'utf8').trim();
  if (!existsSync(dir)) return null;
  return { header: read('header', 'default'), navigation: read('service-navigation', 'with-large-navigation'), footer: read('footer', 'full-gds-example') };
}

/** @param {{ region: string, lang: string }} config */
export function buildPages({ region, lang }) {
  const r = `region="${region}"`;
  const chromeBody = (script = SCRIPT) =>
    `<exch-header ${r}></exch-header>
<exch-announcement ${r} page="index"></exch-announcement>
${MAIN}
<exch-footer ${r}></exch-footer>
${script}`;
  const all = ['exch-header', 'exch-announcement', 'exch-footer'];

  const list = [
    {
      id: 'floor',
      label: 'floor: plain React 19 page',
      floor: true,
      chrome: ['#floor-header', '#floor-announcement', '#floor-footer'],
      cookies: [],
      interactions: true,
      html: html({
        lang,
        title: 'floor',
        body: `<div id="floor-header" data-region="${region}"></div>
<div id="floor-announcement"></div>
${MAIN}
<div id="floor-footer"></div>
<script type="module" src="/bench/floor/dist/floor.js"></script>`,
      }),
    },
    {
      id: 'visitor',
      label: 'chrome, visitor (stylesheet + module script)',
      chrome: all,
      cookies: [],
      clsTarget: 0,
      interactions: true,
      html: html({ lang, title: 'visitor', head: STYLESHEET, body: chromeBody() }),
    },
    {
      id: 'visitor-prepaint',
      label: 'chrome, visitor (stylesheet + module script with data-prepaint), painted from its snippets before the code, then hydrated',
      chrome: all,
      cookies: [],
      clsTarget: 0,
      // Complete when every element's content is on screen (painted), interactive when hydrated.
      probe: 'dom',
      ratioTarget: 0.6,
      // Painted with what the HTML asked for: the snippets (its preload lines) and the one script.
      depthTarget: 1,
      // Interactive (hydrated) no later than this page's complete, same cell (report.mjs).
      interactiveBy: 'visitor',
      interactions: true,
      html: html({ lang, title: 'visitor, prepainted', head: `${STYLESHEET}\n${snippetHints(region, lang, all)}`, body: chromeBody(PREPAINT_SCRIPT) }),
    },
    {
      id: 'visitor-render',
      label: 'chrome, visitor (render-blocking module script, no stylesheet)',
      chrome: all,
      cookies: [],
      clsTarget: 0.01,
      interactions: false,
      html: html({ lang, title: 'visitor, render-blocking script', head: RENDER_BLOCKING_SCRIPT, body: chromeBody('') }),
    },
    {
      id: 'user',
      label: 'chrome, logged in (stylesheet + module script)',
      chrome: all,
      cookies: [{ name: 'mock_user', value: 'user' }],
      clsTarget: 0,
      interactions: true,
      html: html({ lang, title: 'user', head: STYLESHEET, body: chromeBody() }),
    },
    {
      id: 'visitor-plain',
      label: 'chrome, visitor (module script only: not a no-shift embedding)',
      chrome: all,
      cookies: [],
      clsTarget: null,
      interactions: false,
      html: html({ lang, title: 'visitor, plain', body: chromeBody() }),
    },
    ...[
      ['visitor-ssr', 'inline', 'chrome, visitor, server-rendered snippets, styles inline (hydrated by the module script)'],
      ['visitor-ssr-link', 'link', 'chrome, visitor, server-rendered snippets, stylesheets linked (hydrated by the module script)'],
    ].flatMap(([id, styles, label]) => {
      const snippets = snippetsFor(region, lang, styles);
      if (!snippets) return [];
      return [
        {
          id,
          label,
          chrome: all,
          cookies: [],
          clsTarget: 0,
          // Its chrome is complete when the HTML paints it (the DOM probe: every element's complete
          // content on screen), not when the script has hydrated it (reported apart as `hydrated`).
          probe: 'dom',
          ratioTarget: 0.8,
          interactions: styles === 'inline',
          html: html({
            lang,
            title: `visitor, server-rendered (${styles})`,
            body: `${snippets.header}\n${snippets.announcement}\n${MAIN}\n${snippets.footer}\n${SCRIPT}`,
          }),
        },
      ];
    }),
    ...(() => {
      const govuk = govukTemplates();
      if (!govuk) return [];
      return [
        {
          id: 'govuk',
          label: 'reference: HTML-first GOV.UK Frontend page (header, service navigation, footer)',
          reference: true,
          chrome: ['#govuk-header', '.govuk-footer'],
          // The same DOM probe, with GOV.UK's parts: a nav link and the home link; a footer link and the crest.
          probe: 'dom',
          domChecks: {
            header: ['.govuk-service-navigation__link', '.govuk-header__homepage-link'],
            footer: ['.govuk-footer__link', '.govuk-footer__copyright-logo'],
          },
          cookies: [],
          clsTarget: null,
          interactions: false,
          // GOV.UK's page template, as documented: the inline script marking the body as
          // JavaScript-enabled, the components' module script at the end.
          html: html({
            lang,
            title: 'GOV.UK Frontend reference',
            head: '<link rel="stylesheet" href="/govuk-frontend/govuk-frontend.min.css">',
            body: `<script>document.body.className += ' js-enabled' + ('noModule' in HTMLScriptElement.prototype ? ' govuk-frontend-supported' : '');</script>
<div id="govuk-header">${govuk.header}\n${govuk.navigation}</div>
${MAIN}
${govuk.footer}
<script type="module">import { initAll } from '/govuk-frontend/govuk-frontend.min.js'; initAll();</script>`,
          }),
        },
      ];
    })(),
    {
      id: 'footer-only',
      label: 'budget: <exch-footer> only',
      budgetOnly: true,
      chrome: ['exch-footer'],
      cookies: [],
      interactions: false,
      html: html({ lang, title: 'footer only', body: `${MAIN}\n<exch-footer ${r}></exch-footer>\n${SCRIPT}` }),
    },
    {
      id: 'header-footer',
      label: 'budget: <exch-header> + <exch-footer>',
      budgetOnly: true,
      chrome: ['exch-header', 'exch-footer'],
      cookies: [],
      interactions: false,
      html: html({ lang, title: 'header + footer', body: `<exch-header ${r}></exch-header>\n${MAIN}\n<exch-footer ${r}></exch-footer>\n${SCRIPT}` }),
    },
  ];
  for (const page of list) page.path = `/${page.id}.html`;
  return { list, byPath: Object.fromEntries(list.map((p) => [p.path, p])) };
}
