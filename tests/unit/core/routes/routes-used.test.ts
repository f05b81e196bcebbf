import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One builder per route, and no builder nobody calls: a route builder the chrome never links is a
 * route the chrome forgot (or a builder left behind). Scans the sources, not the bundle.
 */
const ROUTE_FILES = ['routes.ts', 'site-routes.ts', 'account-routes.ts', 'notification-routes.ts'].map((f) => `react-core/core/routes/${f}`);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('route builders', () => {
  it('every exported builder is used by the chrome (outside its own file)', () => {
    const files = [...sources('react-core'), ...sources('elements')];
    const unused: string[] = [];
    for (const routeFile of ROUTE_FILES) {
      const text = readFileSync(routeFile, 'utf8');
      const names = [...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
      for (const name of names) {
        // Route modules are imported as namespaces (ROUTES, ACCOUNT_ROUTES, ...) or by name; a
        // word in a comment or a catalog key does not count.
        const use = new RegExp(`\\b[A-Z_]*ROUTES\\.${name}\\b|import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from`);
        const usedElsewhere = files.some((f) => f !== routeFile && use.test(readFileSync(f, 'utf8')));
        // Another builder of the same file may call it (comments and quoted paths aside).
        const rest = text.replace(new RegExp(`^export const ${name}\\b.*$`, 'm'), '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$|'[^']*'/gm, '');
        const usedInside = new RegExp(`\\b${name}\\b`).test(rest);
        if (!usedElsewhere && !usedInside) unused.push(`${routeFile}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
