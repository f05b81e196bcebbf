/**
 * The chrome's framework-free API, the same from every entry: `exch-chrome` (the elements),
 * `exch-chrome/react` (beside the components) and, forwarded until its code has loaded, the one
 * script `exch-chrome.js` (elements/boot.ts, also on `window.ExchChrome`).
 */
export { getPreferences, subscribe, setTheme, setLanguage, setFiat, setRiseColor, type ChromePreferences } from './preferences';
export { registerTexts, type ChromeTexts, type ChromeTextKeys, type RegisterTextsOptions } from './texts';
export { VERSION as version } from './version';
export { setChromeErrorReporter, type ErrorReporter } from '../core/util/reporter';
export { setChromeDebug } from '../core/api/diagnose';
