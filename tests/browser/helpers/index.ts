// Shared helpers for tests/browser/**. Import from '../helpers' (or './helpers').
export {
  setCookie,
  deleteCookie,
  getCookie,
  clearCookies,
  clearStorage,
  setPersona,
  useFault,
  type Persona,
  type FaultKind,
} from './cookies';
export { waitForShadow, waitForShadowAll, shadowText, nextFrame } from './shadow';
export { defineTestElement } from './test-element';
export { resetChrome } from './reset';
export { $, $$, has } from './query';
export { apiRequests, duplicateRequests } from './requests';
export { recordFetch, requested, heraldRequests, personalRequests, commonDataAnswered, sleep } from './fetch-recorder';
export { freshPage, cleanUp, addModuleScript } from './page';
