import { API_OK } from './protocol';
import type { PreloadedResponse } from './preload';
import { asBoolean, isRecord } from '../util/coerce';

/**
 * Whether common data's answer, as the page script fetched it (preload.ts), says the visitor is
 * logged out, read as the chrome reads it (client.ts's envelope, common-data.ts's `is_login`); a
 * failed or odd answer says nothing. Cheap on purpose: the page script's prepaint
 * (prepaint-start.ts) and a static snippet's hydration (hydration-state.ts `loginUnderState`)
 * decide with it before the chrome's stores take the answer.
 */
export async function saysVisitor(answer: Promise<PreloadedResponse | null>): Promise<boolean> {
  try {
    const response = await answer;
    const body: unknown = response?.ok ? JSON.parse(response.text) : null;
    return isRecord(body) && Number(body.code) === API_OK && isRecord(body.data) && !asBoolean(body.data.is_login);
  } catch {
    return false;
  }
}
