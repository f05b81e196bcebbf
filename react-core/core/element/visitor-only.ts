/**
 * The attribute on what a view shows only to a logged-out visitor (the header's Log in and Sign
 * up). The header's pre-rendered snippet is a visitor's: painted before the session is known
 * (prepaint.ts), these parts stay hidden, their place kept, until the session says a visitor;
 * for anyone else the element renders over the snippet once its code has arrived.
 */
export const VISITOR_ONLY_ATTRIBUTE = 'data-exch-visitor-only';
