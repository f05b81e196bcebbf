/**
 * Mutable per-session state: read marks and logouts. Sessions are keyed by the cookie `mock_sid`
 * so parallel tests do not see each other's changes; without the cookie every request shares
 * the default session.
 */
import type { PersonaId } from './personas';

export const DEFAULT_SID = 'default';
/** Old sessions are dropped beyond this many so a long-running demo server cannot grow forever. */
const MAX_SESSIONS = 2000;

export interface Session {
  /**
   * The persona this session logged out of (explicit mock_sid only). While the request's
   * mock_user still names it, the request is answered as a visitor. Any request naming another
   * persona (including visitor) clears it, which is how a browser "logs in again".
   */
  loggedOut: PersonaId | null;
  /** Per persona, the categories marked read ('*' = all). */
  read: Map<PersonaId, Set<string>>;
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  get(sid: string): Session {
    let s = this.sessions.get(sid);
    if (s) {
      // Re-insert so Map order tracks recency for eviction.
      this.sessions.delete(sid);
      this.sessions.set(sid, s);
      return s;
    }
    s = { loggedOut: null, read: new Map() };
    this.sessions.set(sid, s);
    if (this.sessions.size > MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    return s;
  }

  reset(): void {
    this.sessions.clear();
  }
}

export function readMarks(session: Session, persona: PersonaId): Set<string> {
  let marks = session.read.get(persona);
  if (!marks) {
    marks = new Set();
    session.read.set(persona, marks);
  }
  return marks;
}
