/**
 * A web-test-runner reporter that repeats every failure at the very end of the run: which file, in
 * which engine, which test and its message. The default reporter prints a failure when its file
 * ends, somewhere in a long log of four engines; a CI page that keeps only the log's head and tail
 * then shows "1 failed" without saying what. Errors of a file as a whole (it did not load, it timed
 * out) are repeated too.
 */
import { relative } from 'node:path';

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

export function failureRecapReporter() {
  let failedSessions = [];
  return {
    onTestRunFinished({ sessions }) {
      failedSessions = sessions.filter((session) => !session.passed);
    },
    stop() {
      if (failedSessions.length === 0) return;
      const lines = ['', `Failures (${failedSessions.length} file run(s)), repeated here:`];
      for (const session of failedSessions) {
        lines.push(`✖ ${relative(process.cwd(), session.testFile)} [${session.browser.name}]`);
        for (const error of session.errors ?? []) lines.push(...describeError(error).map((line) => `    file: ${line}`));
        for (const test of failedTests(session.testResults)) {
          lines.push(`    ${test.name}`, ...describeError(test.error).map((line) => `      ${line}`));
        }
      }
      // At exit: after the default reporter's last (buffered) lines, so the recap ends the log.
      process.once('exit', () => process.stdout.write(`${lines.join('\n')}\n`));
    },
  };
}
