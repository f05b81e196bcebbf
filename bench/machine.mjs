import { readFileSync } from 'node:fs';

/**
 * The machine's own quiet before each load. A load's browser context is closed before the next
 * one starts, but its renderer process and the garbage it left are cleaned up after that, on the
 * same two cores the next load runs on, and more after a heavy load (one for the first opens,
 * which opens every panel and loads every lazy part) than after a light one. Waiting until the
 * cores are idle again starts every load, floor and chrome alike, from the same state.
 */

/** All CPUs' busy and total jiffies (/proc/stat), or null where there is no /proc (not Linux). */
function cpuTimes() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle time is idle + iowait.
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    return { idle, total };
  } catch {
    return null;
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the machine's CPUs were at least `idleShare` idle over one `windowMs` window, or
 * after `maxMs` (a machine that is never that quiet still gets measured). Returns how long it
 * waited (ms).
 */
export async function waitForQuietMachine({ idleShare = 0.9, windowMs = 100, maxMs = 3000 } = {}) {
  const started = Date.now();
  let before = cpuTimes();
  if (!before) return 0;
  while (Date.now() - started < maxMs) {
    await pause(windowMs);
    const after = cpuTimes();
    if (!after) return Date.now() - started;
    const total = after.total - before.total;
    if (total > 0 && (after.idle - before.idle) / total >= idleShare) return Date.now() - started;
    before = after;
  }
  return Date.now() - started;
}
