import { useSyncExternalStore } from 'react';
import type { LoginResponse, RefreshResponse, User } from '@carmarket/shared/account';
import { STORAGE_KEYS } from '@carmarket/shared/storage-keys';
import {
  ApiError,
  apiRequest,
  expectJson,
  noContent,
  setAccessToken,
  setAccessTokenRefresher,
} from './api-client';
import { toast } from './toast';

/**
 * Who is signed in, for the whole app (spec sections 3 and 4, decision 101). The access token is
 * held in memory by the API client; the refresh credential is an HttpOnly cookie no script can
 * read, which the server replaces at every refresh. Local storage keeps only a hint that such a
 * cookie may exist (`carmarket.signedIn`), so a visitor who never signed in makes no refresh
 * call and never sees the start-up Loading... screen. `checking` lasts while a hinted session is
 * refreshed at start.
 */
export type SessionState =
  | { status: 'checking'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

// The session id the first design kept in storage under `sid` opens nothing any more; a script
// could read it, so it does not stay.
try {
  localStorage.removeItem('sid');
} catch {
  // Storage blocked: there is nothing in it.
}

let state: SessionState = readHint()
  ? { status: 'checking', user: null }
  : { status: 'signed-out', user: null };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function readHint(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.signedIn) !== null;
  } catch {
    return false; // storage blocked: the session lasts until the tab closes
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(STORAGE_KEYS.signedIn, '1');
    else localStorage.removeItem(STORAGE_KEYS.signedIn);
  } catch {
    // Storage blocked: nothing to keep or clear.
  }
}

/** Forgets the user and the token in this tab. */
function clearThisTab(): void {
  setAccessToken(null);
  setState({ status: 'signed-out', user: null });
}

/** Forgets the session on this device: the other tabs hear of it through the storage event. */
function clearLocalSession(): void {
  writeHint(false);
  clearThisTab();
}

const REFRESH_LOCK = 'carmarket-session-refresh';

/**
 * Runs `task` while no other tab runs it: the Web Locks API, which every current browser has; the
 * local-storage lease that stands in for it elsewhere loads only there, to keep it out of every
 * page's first load (decision 091).
 */
async function oneTabAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request(name, task);
  return import('./one-tab-at-a-time').then((lease) => lease.oneTabAtATime(name, task));
}

/**
 * A new token and a new credential for the session. Tabs refresh one at a time (Web Locks): each
 * refresh replaces the cookie, and two tabs presenting the same one at once would look like a
 * stolen credential replayed, which ends the session (decision 101). The tab that waited sends
 * the cookie the first one received. A session the server has ended signs every tab out; an
 * unreachable server only leaves this tab signed out, and a reload tries again.
 */
async function refreshSession(): Promise<string | null> {
  try {
    const { accessToken, user } = await oneTabAtATime(REFRESH_LOCK, () =>
      apiRequest('/auth/refresh', expectJson<RefreshResponse>(), {
        method: 'POST',
        refreshOnForbidden: false,
      }),
    );
    setAccessToken(accessToken);
    writeHint(true);
    setState({ status: 'signed-in', user });
    return accessToken;
  } catch (error) {
    console.warn('The session could not be refreshed', error);
    if (error instanceof ApiError && error.status === 0) clearThisTab();
    else clearLocalSession();
    // Someone else used this sign-in: the person is told why they must sign in again.
    if (error instanceof ApiError && error.code === 'session_replayed') toast.error(error.message);
    return null;
  }
}

setAccessTokenRefresher(refreshSession);

let restoring: Promise<unknown> | null = null;
/** At start: a hinted session is refreshed once; the Loading... screen waits for it. */
export function restoreSession(): Promise<unknown> {
  if (state.status !== 'checking') return Promise.resolve();
  restoring ??= refreshSession();
  return restoring;
}

// Another tab signed out, or found the session ended: this one follows (the storage event fires
// in every other tab of the site when the hint is removed, or when storage is cleared).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.signedIn && event.key !== null) return;
    if (!readHint() && state.status !== 'signed-out') clearThisTab();
  });
}

/** Login success (spec section 4): the token and the user; the server has set the cookie. */
export function startSession(login: LoginResponse): void {
  setAccessToken(login.accessToken);
  writeHint(true);
  setState({ status: 'signed-in', user: login.user });
}

/** After the profile is saved, the top bar and guards see the new name and picture. */
export function updateSessionUser(user: User): void {
  if (state.status === 'signed-in') setState({ status: 'signed-in', user });
}

/** Logout: the server call's failure is only logged; local state is cleared either way. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('/auth/logout', noContent, { method: 'POST', refreshOnForbidden: false });
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

/** The server renders every page as a visitor sees it; the browser fills in the user after. */
const VISITOR: SessionState = { status: 'signed-out', user: null };

export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => VISITOR,
  );
}

/** The signed-in user, or null. */
export function useCurrentUser(): User | null {
  return useSession().user;
}
