/**
 * What a Chromium test page was doing when its file ran out of time. web-test-runner ends such a
 * file with "did not finish within 180000ms" and nothing else: the page's own logs travel with its
 * results, which never came. This watches each page from the test server's side (puppeteer) and,
 * if it is still open shortly before that limit, notes its URL, whether its renderer crashed or
 * its main thread no longer answers, the requests still unanswered and its last console lines.
 * The failure recap (failure-recap-reporter.mjs) prints the notes at the end of the run.
 */
const CONSOLE_LINES_KEPT = 15;
const EVALUATE_WITHIN_MS = 3000;

/** Notes on pages that were still open at their deadline, in the order they fell due. */
export const stalledPages = [];

/**
 * Watches `page` (a puppeteer Page, which web-test-runner reuses from one test file to the next).
 * Returns `fileStarts()`, to call as each file's navigation starts: a note is taken if the page
 * is still on that file after `deadlineMs`.
 */
export function watchPage(page, deadlineMs) {
  const pending = new Map();
  const consoleTail = [];
  let crashed = null;
  let timer = null;
  page.on('request', (request) => pending.set(request, `${request.method()} ${request.url()}`));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('console', (message) => {
    consoleTail.push(`${message.type()}: ${message.text().slice(0, 300)}`);
    if (consoleTail.length > CONSOLE_LINES_KEPT) consoleTail.shift();
  });
  page.on('error', (error) => {
    crashed = String(error);
  });
  async function note(url) {
    const mainThread = await Promise.race([
      page
        .evaluate(() => document.readyState)
        .then(
          (state) => `answers (document ${state})`,
          (error) => `evaluate failed: ${String(error).slice(0, 200)}`,
        ),
      new Promise((resolve) => setTimeout(() => resolve(`no answer within ${EVALUATE_WITHIN_MS} ms (busy or frozen)`), EVALUATE_WITHIN_MS)),
    ]);
    const entry = { url, crashed, mainThread, pending: [...pending.values()], console: [...consoleTail] };
    stalledPages.push(entry);
    process.stderr.write(`page-watchdog: a test page is still on its file after ${deadlineMs / 1000} s: ${JSON.stringify(entry)}\n`);
  }
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  page.once('close', stop);
  return {
    fileStarts(url) {
      stop();
      pending.clear();
      consoleTail.length = 0;
      crashed = null;
      timer = setTimeout(() => void note(url), deadlineMs);
      timer.unref();
    },
  };
}
