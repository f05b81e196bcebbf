// The one helper kit of tests/browser/**. Import from '../helpers' (the market panels: '../helpers/market-search').
export { setCookie, deleteCookie, getCookie, clearCookies, clearStorage, setPersona, useFault, useCommonData, type Persona, type FaultKind } from './cookies';
export { waitForShadow, waitForShadowAll, shadowText, nextFrame } from './shadow';
export { defineTestElement } from './test-element';
export { resetChrome } from './reset';
export { mountChrome, mountMarkup, usePage } from './mount';
export { $, $$, has } from './query';
export { apiRequests, duplicateRequests } from './requests';
export { loadedResources, resourceLoaded, answerArrived, clearLoads, watchLoads } from './resources';
export { recordFetch, restoreFetch, requested, requestsTo, fetchesIdle, heraldRequests, personalRequests, commonDataAnswered } from './fetch-recorder';
export { freshPage, cleanUp, addModuleScript, typeInto, collectErrors, holdNavigation, headerWithMenu } from './page';
export { waitUntil, whenReady, nextTask, idlePeriod, injectedHandlersHadTheirChance } from './wait';
// The market panels' test elements and queries are in './market-search' (not re-exported here:
// importing them loads the panels' code, which a test of another element must not).
