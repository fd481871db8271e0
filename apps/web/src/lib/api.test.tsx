import { render, screen, waitFor } from '@testing-library/react';
import { AppToaster } from '../components/ui/app-toaster';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import { API_TIMEOUT_MS, MESSAGES, type SessionUser } from '@hrms/shared';
import { jsonResponse } from '../test/fetch-stub';
import { api, ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './api';

const user: SessionUser = { _id: 'u1', id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'Employee' };

function storeSession(token = 'jwt-abc') {
  localStorage.setItem('token', JSON.stringify(token));
  localStorage.setItem('user', JSON.stringify(user));
}

function lastCall(spy: MockInstance<typeof fetch>) {
  const [url, init] = spy.mock.calls.at(-1) ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

describe('api client', () => {
  it('prefixes /api and sends the stored token as a bearer header', async () => {
    storeSession('jwt-abc');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ok: true }));

    await expect(api.get('/tasks/user/u1')).resolves.toEqual({ ok: true });

    const { url, init, headers } = lastCall(fetchSpy);
    expect(url).toBe('/api/tasks/user/u1');
    expect(init?.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer jwt-abc');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
    await api.get('/config');
    expect(lastCall(fetchSpy).headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies as JSON', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ id: 't1' }));
    await api.post('/tasks', { title: 'Report' });
    const { init, headers } = lastCall(fetchSpy);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ title: 'Report' }));
  });

  it('lets FormData through untouched so the browser sets the multipart boundary', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
    const form = new FormData();
    form.append('personalEmail', 'me@example.com');
    await api.put('/details/u1', form);
    const { init, headers } = lastCall(fetchSpy);
    expect(init?.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('returns undefined for an empty answer and parses with a schema when given one', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/events/e1')).resolves.toBeUndefined();

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse({ count: 'three' }));
    await expect(api.get('/count', { schema: z.object({ count: z.number() }) })).rejects.toThrow();
  });

  it('loads a schema given as a loader while the request is on its way, then parses with it', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const loader = vi.fn(() => Promise.resolve(z.object({ count: z.number() })));
    const pending = api.get('/count', { schema: loader });
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1)); // before the answer
    answer(jsonResponse({ count: 3, extra: 'dropped' }));
    await expect(pending).resolves.toEqual({ count: 3 });

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse({ count: 'three' }));
    await expect(api.get('/count', { schema: loader })).rejects.toThrow();
  });

  it('fails the call when its schema cannot be loaded, and leaves nothing unhandled when both fail', async () => {
    const chunkFailed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse({ count: 3 }));
    await expect(api.get('/count', { schema: chunkFailed })).rejects.toThrow('dynamically imported');

    // The request fails first: its ApiError is what the caller sees, and the failed download is handled
    // (Vitest fails the run on an unhandled rejection).
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse({ message: 'Nope.' }, 403));
    await expect(api.get('/count', { schema: chunkFailed })).rejects.toMatchObject({ status: 403 });
  });

  it("throws ApiError carrying the status and the server's message", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'Leave overlaps.' }, 409));
    const error = await api.post('/employees/u1/leaves', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Leave overlaps.' });
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(api.get('/admin/employees')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502.',
    });
  });

  it('turns a network failure into ApiError status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/config')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('gives up after the 60 second timeout', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
  });

  it('ends the session on a 401 to an authenticated call and says so once', async () => {
    render(<AppToaster />);
    storeSession();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'Please sign in to continue.' }, 401),
    );

    const results = await Promise.allSettled([
      api.get('/employees/u1/attendance'),
      api.get('/tasks/user/u1'),
    ]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findAllByText(MESSAGES.sessionExpired)).toHaveLength(1);
  });

  it('keeps the session when the caller opts out of the 401 handling (the sign-in call)', async () => {
    storeSession();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ message: 'Invalid email or password.' }, 401),
    );
    await expect(api.post('/auth/login', {}, { expireSessionOn401: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('token')).toBe(JSON.stringify('jwt-abc'));
  });
});
