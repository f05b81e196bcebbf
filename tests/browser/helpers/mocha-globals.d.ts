// Types for the Mocha globals @web/test-runner provides in the browser (describe, it, hooks).
// @types/mocha is not installed and tsconfig's `types` list is closed, so the subset the browser
// tests use is declared here. If @types/mocha is ever added to tsconfig's `types`, delete this file.
declare namespace Mocha {
  type Done = (err?: unknown) => void;
  interface Context {
    /** Marks the running test (or, in a hook, the suite) as skipped and stops it. */
    skip(): never;
    timeout(): number;
    timeout(ms: number | string): this;
    slow(ms: number | string): this;
    retries(n: number): this;
  }
  interface Suite {
    timeout(): number;
    timeout(ms: number | string): this;
    slow(ms: number | string): this;
    retries(n: number): this;
  }
  type Func = (this: Context, done: Done) => void;
  type AsyncFunc = (this: Context) => PromiseLike<unknown> | void;
  interface Test {
    title: string;
    timeout(ms: number | string): this;
    retries(n: number): this;
  }
  interface SuiteFunction {
    (title: string, fn: (this: Suite) => void): Suite;
    only(title: string, fn: (this: Suite) => void): Suite;
    skip(title: string, fn: (this: Suite) => void): Suite | void;
  }
  interface TestFunction {
    (title: string, fn?: Func): Test;
    (title: string, fn?: AsyncFunc): Test;
    only(title: string, fn?: Func): Test;
    only(title: string, fn?: AsyncFunc): Test;
    skip(title: string, fn?: Func): Test;
    skip(title: string, fn?: AsyncFunc): Test;
  }
  interface HookFunction {
    (fn: Func): void;
    (fn: AsyncFunc): void;
    (name: string, fn?: Func): void;
    (name: string, fn?: AsyncFunc): void;
  }
}

declare var describe: Mocha.SuiteFunction;
declare var context: Mocha.SuiteFunction;
declare var it: Mocha.TestFunction;
declare var specify: Mocha.TestFunction;
declare var before: Mocha.HookFunction;
declare var after: Mocha.HookFunction;
declare var beforeEach: Mocha.HookFunction;
declare var afterEach: Mocha.HookFunction;
