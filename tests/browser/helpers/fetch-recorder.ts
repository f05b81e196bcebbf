// Records (and optionally stubs) the page's fetches, for tests that assert what was requested.
const realFetch = window.fetch.bind(window);
export const requested: string[] = [];

/**
 * Records every fetch; `stubs` answer paths (substring match) with a success envelope around
 * `data` instead of asking the mock (for answers the mock never gives: XSS payloads, huge counts).
 */
export function recordFetch(stubs: Record<string, unknown> = {}): void {
  requested.length = 0;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requested.push(url);
    const hit = Object.keys(stubs).find((part) => url.includes(part));
    if (hit !== undefined) {
      return new Response(JSON.stringify({ code: 200, message: 'success', data: stubs[hit] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return realFetch(input, init);
  };
}

export function restoreFetch(): void {
  window.fetch = realFetch;
}

export const heraldRequests = () => requested.filter((u) => u.includes('/herald/'));
/** Requests a visitor must never make: notifications and personal data. */
export const personalRequests = () => requested.filter((u) => u.includes('/herald/') || u.includes('/usercenter/userInfo'));
/** Resolves once common data (which says whether anyone may be logged in) has been asked for and answered. */
export const commonDataAnswered = () => requested.some((u) => u.includes('/site/commonData'));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
