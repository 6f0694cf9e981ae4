import { useSyncExternalStore } from 'react';
import type { LoginResponse, RefreshResponse, User } from '@carmarket/shared/account';
import { STORAGE_KEYS } from '@carmarket/shared/storage-keys';
import {
  apiRequest,
  expectJson,
  noContent,
  setAccessToken,
  setAccessTokenRefresher,
} from './api-client';

/**
 * Who is signed in, for the whole app (spec sections 3 and 4). The access token is held in
 * memory by the API client; the session id sits in local storage under `sid`, so a reload can
 * trade it for a new token. `checking` lasts while a stored session is refreshed at start.
 */
export type SessionState =
  | { status: 'checking'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

let state: SessionState = readStoredSessionId()
  ? { status: 'checking', user: null }
  : { status: 'signed-out', user: null };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function readStoredSessionId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.sessionId);
  } catch {
    return null; // storage blocked: the session lasts until the tab closes
  }
}

function storeSessionId(sessionId: string | null): void {
  try {
    if (sessionId) localStorage.setItem(STORAGE_KEYS.sessionId, sessionId);
    else localStorage.removeItem(STORAGE_KEYS.sessionId);
  } catch {
    // Storage blocked: nothing to keep or clear.
  }
}

/** Forgets the user, the token and the session id on this device. */
function clearLocalSession(): void {
  setAccessToken(null);
  storeSessionId(null);
  setState({ status: 'signed-out', user: null });
}

/** A new token for the stored session; on failure the user is signed out (spec section 4). */
async function refreshStoredSession(): Promise<string | null> {
  const sessionId = readStoredSessionId();
  if (!sessionId) {
    clearLocalSession();
    return null;
  }
  try {
    const { accessToken, user } = await apiRequest('/auth/refresh', expectJson<RefreshResponse>(), {
      method: 'POST',
      body: { sessionId },
      refreshOnForbidden: false,
    });
    setAccessToken(accessToken);
    setState({ status: 'signed-in', user });
    return accessToken;
  } catch (error) {
    console.warn('The session could not be refreshed', error);
    clearLocalSession();
    return null;
  }
}

setAccessTokenRefresher(refreshStoredSession);

let restoring: Promise<unknown> | null = null;
/** At start: a stored session id is refreshed once; the Loading... screen waits for it. */
export function restoreSession(): Promise<unknown> {
  if (state.status !== 'checking') return Promise.resolve();
  restoring ??= refreshStoredSession();
  return restoring;
}

/** Login success (spec section 4): token, session id and user are stored. */
export function startSession(login: LoginResponse): void {
  setAccessToken(login.accessToken);
  storeSessionId(login.sessionId);
  setState({ status: 'signed-in', user: login.user });
}

/** After the profile is saved, the top bar and guards see the new name and picture. */
export function updateSessionUser(user: User): void {
  if (state.status === 'signed-in') setState({ status: 'signed-in', user });
}

/** Logout: the server call's failure is only logged; local state is cleared either way. */
export async function signOut(): Promise<void> {
  const sessionId = readStoredSessionId();
  try {
    if (sessionId) {
      await apiRequest('/auth/logout', noContent, {
        method: 'POST',
        body: { sessionId },
        refreshOnForbidden: false,
      });
    }
  } catch (error) {
    console.warn('Sign-out did not reach the server', error);
  } finally {
    clearLocalSession();
  }
}

/** After the server has revoked every session of the user (Settings, "Sign out of all devices"). */
export function forgetSession(): void {
  clearLocalSession();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

/** The signed-in user, or null. */
export function useCurrentUser(): User | null {
  return useSession().user;
}
