/**
 * The test OpenID provider as a process of its own, for the browser journeys (e2e/run.mjs): it
 * prints `{"issuer": …}` on its first line and serves until it is stopped. Its one client and
 * the app's redirect URI come from the environment:
 *
 *   OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI
 *
 * People sign in with their e-mail as the login (`unverified:` before it: not verified by the
 * provider), and any password.
 */
import { startTestOpenIdProvider } from './test-openid-provider';

const { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI } = process.env;
if (!OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET || !OIDC_REDIRECT_URI) {
  console.error('OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_REDIRECT_URI must be set');
  process.exit(1);
}
const provider = await startTestOpenIdProvider({
  redirectUris: [OIDC_REDIRECT_URI],
  clients: [{ clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET }],
});
process.stdout.write(`${JSON.stringify({ issuer: provider.issuer })}\n`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
