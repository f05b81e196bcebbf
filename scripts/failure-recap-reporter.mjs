/**
 * A web-test-runner reporter that repeats every failure at the very end of the run: which file, in
 * which engine, which test and its message. The default reporter prints a failure when its file
 * ends, somewhere in a long log of four engines; a CI page that keeps only the log's head and tail
 * then shows "1 failed" without saying what. Errors of a file as a whole (it did not load, it timed
 * out) are repeated too, with what the page watchdog noted of a page that ran out of time.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stalledPages } from './page-watchdog.mjs';

const MAX_STACK_LINES = 6;

/** Every failed test under `results`, with its suites' names before its own. */
function failedTests(results, path = []) {
  if (!results) return [];
  const own = (results.tests ?? [])
    .filter((test) => !test.passed && !test.skipped)
    .map((test) => ({ name: [...path, test.name].join(' › '), error: test.error }));
  const nested = (results.suites ?? []).flatMap((suite) => failedTests(suite, [...path, suite.name]));
  return [...own, ...nested];
}

function describeError(error) {
  if (!error) return ['(no error reported)'];
  const stack = (error.stack ?? '')
    .split('\n')
    .slice(1, MAX_STACK_LINES + 1)
    .map((line) => `  ${line.trim()}`);
  const expectation = 'expected' in error || 'actual' in error ? [`  expected ${error.expected}, actual ${error.actual}`] : [];
  return [error.message ?? String(error), ...expectation, ...stack];
}

/** A file error of a file that ran out of time without reporting (wtr's words). */
const STALLED = /did not finish within \d+ms/;

/**
 * `engineOf(browserName)`: the engine id of a browser's results. With `EXCH_WTR_SUMMARY` set, the
 * failed files are also written there as JSON (`{ failed: [{ file, engine, stalled }] }`), for
 * scripts/test-browser.mjs.
 */
export function failureRecapReporter({ engineOf = () => undefined } = {}) {
  let failedSessions = [];
  return {
    onTestRunFinished({ sessions }) {
      failedSessions = sessions.filter((session) => !session.passed);
    },
    stop() {
      if (process.env.EXCH_WTR_SUMMARY) {
        const failed = failedSessions.map((session) => ({
          file: relative(process.cwd(), session.testFile),
          engine: engineOf(session.browser.name) ?? null,
          stalled: (session.errors ?? []).some((error) => STALLED.test(error.message ?? '')) && failedTests(session.testResults).length === 0,
        }));
        writeFileSync(process.env.EXCH_WTR_SUMMARY, JSON.stringify({ failed }));
      }
      if (failedSessions.length === 0) return;
      const lines = ['', `Failures (${failedSessions.length} file run(s)), repeated here:`];
      for (const session of failedSessions) {
        lines.push(`✖ ${relative(process.cwd(), session.testFile)} [${session.browser.name}]`);
        for (const error of session.errors ?? []) lines.push(...describeError(error).map((line) => `    file: ${line}`));
        const seen = new Set();
        for (const test of failedTests(session.testResults)) {
          // wtr may list a test under its suite and again at the top: once is enough.
          const key = `${test.name}\n${test.error?.message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          lines.push(`    ${test.name}`, ...describeError(test.error).map((line) => `      ${line}`));
        }
      }
      for (const note of stalledPages) {
        lines.push(
          `⏱ a page still on ${note.url} near its file's time limit: main thread ${note.mainThread}${note.crashed ? `, crashed: ${note.crashed}` : ''}`,
        );
        lines.push(`    unanswered requests: ${note.pending.length ? note.pending.join(', ') : 'none'}`);
        for (const line of note.console) lines.push(`    console ${line}`);
      }
      // At exit: after the default reporter's last (buffered) lines, so the recap ends the log.
      process.once('exit', () => process.stdout.write(`${lines.join('\n')}\n`));
    },
  };
}
