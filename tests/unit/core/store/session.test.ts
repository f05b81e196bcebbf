// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession, resetSession, session } from '../../../../react-core/core/store/session';
import { userInfo } from '../../../../react-core/core/api/account-paths';

// The mapper's chunk, held back until the test lets it through (a slow round trip for the chunk).
const gate = vi.hoisted(() => {
  let release: () => void = () => {};
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { open, release: () => release() };
});
const releaseMapper = gate.release;
vi.mock('../../../../react-core/core/site/user-info', async (importOriginal) => {
  await gate.open;
  return importOriginal();
});

const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, message: 'success', data }), { status: 200 });

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('asks who is logged in while the mapper chunk is still on its way, and maps the answer once both are in', async () => {
    const fetch = vi.fn(async () => answer({ is_login: true, uid: '42', nickname: 'Satoshi' }));
    vi.stubGlobal('fetch', fetch);
    const loaded = loadSession('');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(userInfo);
    // The answer is in, the mapper is not: nothing is decided yet.
    expect(session.status).toBe('loading');
    releaseMapper();
    await loaded;
    expect(session.status).toBe('ready');
    expect(session.user).toMatchObject({ isLogin: true, uid: '42', nickname: 'Satoshi' });
  });

  it('a failed answer is not a logout: the session says failed (and is retried), never a visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    releaseMapper();
    await loadSession('');
    expect(session.status).toBe('failed');
  });

  it('the server saying there is no session (401) is an answer: a visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 401, message: 'login required', data: null }), { status: 401 })),
    );
    releaseMapper();
    await loadSession('');
    expect(session.status).toBe('ready');
    expect(session.user.isLogin).toBe(false);
  });
});
