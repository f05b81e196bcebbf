/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment is
 * compiled whole on a background thread while it streams in, instead of function by function on
 * the main thread as each is first called. The one script's build puts it on the code a first
 * paint runs, which calls most of what its files hold (vite.config.ts); lazy chunks keep lazy
 * compilation (hinted too, a phone's first opens measured no faster: the idle preloads have run
 * their code by then). Other engines read a comment. Measured in docs/performance.md "Compile hints".
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
