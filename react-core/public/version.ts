import { version } from '../../package.json';

/** The package's version (`0.1.0`): what a page reads to know which chrome it has. */
export const VERSION: string = version;
