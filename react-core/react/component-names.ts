import type { ChromeTagName } from '../chrome-elements';

type PascalCase<S extends string> = S extends `${infer Head}-${infer Rest}` ? `${Capitalize<Head>}${PascalCase<Rest>}` : Capitalize<S>;

/** A tag's component name in `exch-chrome/react` (`exch-header` → `ExchHeader`). */
export type ComponentName<T extends ChromeTagName> = PascalCase<T>;
