// A lint rule that makes the direction of imports a rule, not a habit (as bulletproof-react's
// `import/no-restricted-paths` zones do), without a resolver: a relative import is resolved
// against the importing file and checked against the zones below.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = 'apps/web/src/';
const API = 'apps/api/src/';

/** The top folder under `base` (`features/sell/x.ts` → `sell` for base `features/`). */
function folderUnder(file, base) {
  if (!file.startsWith(base)) return null;
  return file.slice(base.length).split('/')[0] ?? null;
}

/**
 * The API's module folders in layers, lowest first. A module imports only modules in lower
 * layers, so two folders can never import each other, directly or round a loop (limits and auth
 * once did: auth counts its attempts in limits, so limits is handed the caller by app.ts). A new
 * folder must be added here; a module that needs one in its own or a higher layer means the code
 * wants moving down, or handing in by app.ts.
 */
const API_MODULE_LAYERS = [
  // Foundations: need no other module.
  ['bench', 'events', 'health', 'jobs', 'limits', 'media', 'secrets'],
  // Built on the foundations only.
  // `market`'s band job is queued by listings and admin as an ad goes live (issue 37).
  ['backup', 'client-errors', 'mail', 'market', 'sms'],
  // Who the caller is, and the notices sent to people.
  ['auth', 'notices'],
  // The listing's home, and features that need only auth, mail and limits.
  [
    'audit',
    'listings',
    'live-events',
    'mail-preferences',
    'me',
    'messages',
    'payment-instructions',
    // Its gate (phone-gate.ts) is what posting, offers and chat call (issue 36).
    'phone-verification',
    'suspensions',
    'users',
  ],
  // Features over listings.
  [
    'admin',
    'ads',
    'conversations',
    'offers',
    'package',
    'phone-reveals',
    'recently-viewed',
    'reference',
    'reports',
    'signals',
    'vehicles',
    'wishlist',
  ],
  // Features over other features (the server's pages read search's page counts, decision 117).
  ['pages', 'saved-searches'],
];

const LAYER_OF = new Map(
  API_MODULE_LAYERS.flatMap((folders, layer) => folders.map((folder) => [folder, layer])),
);

/**
 * Each zone: the importing file (repo-relative), the imported file, and why the arrow is wrong.
 * Returns a message when the import breaks the rule.
 */
const ZONES = [
  // Web: shared code → features → app routes (bulletproof-react).
  (from, to) => {
    const a = folderUnder(from, `${WEB}features/`);
    const b = folderUnder(to, `${WEB}features/`);
    return a && b && a !== b
      ? `a web feature does not import another feature (${a} → ${b}); move what both need to components/ or lib/, or compose them in app/`
      : null;
  },
  (from, to) =>
    /^apps\/web\/src\/(components|lib|config)\//.test(from) &&
    /^apps\/web\/src\/(features|app)\//.test(to)
      ? 'components/, lib/ and config/ are shared code: they import no feature and no route'
      : null,
  (from, to) =>
    from.startsWith(`${WEB}features/`) && to.startsWith(`${WEB}app/`)
      ? 'a feature does not import the app routes; the routes compose features'
      : null,
  // API: app.ts and repositories.ts compose; plugins and lib are infrastructure; modules hold
  // the domain and share only through modules/listings' listing-* files and modules/auth's caller.
  (from, to) =>
    from.startsWith(`${API}modules/`) && to.startsWith(`${API}plugins/`)
      ? 'an API module does not import a plugin; plugins are registered in app.ts'
      : null,
  (from, to) =>
    /^apps\/api\/src\/(plugins|lib)\//.test(from) &&
    (to.startsWith(`${API}modules/`) || to === `${API}app.ts` || to === `${API}repositories.ts`)
      ? 'plugins/ and lib/ are infrastructure: they import no module'
      : null,
  (from, to) => {
    const a = folderUnder(from, `${API}modules/`);
    const b = folderUnder(to, `${API}modules/`);
    if (!a || !b || a === b) return null;
    const unlisted = [a, b].find((folder) => !LAYER_OF.has(folder));
    if (unlisted) {
      return `modules/${unlisted} has no layer: add it to API_MODULE_LAYERS in eslint/import-direction.js`;
    }
    return LAYER_OF.get(b) >= LAYER_OF.get(a)
      ? `an API module imports only modules in lower layers (${a} → ${b}): ${b} is in layer ${LAYER_OF.get(b)}, ${a} in layer ${LAYER_OF.get(a)} (API_MODULE_LAYERS in eslint/import-direction.js), so the two could import each other in a loop; move what both need down, or have app.ts hand it in`
      : null;
  },
  (from, to) => {
    const a = folderUnder(from, `${API}modules/`);
    const b = folderUnder(to, `${API}modules/`);
    return a && b && a !== b && /\.(repository|service|routes|plugin)\.ts$/.test(to)
      ? `an API module does not import another module's repository, service or routes (${a} → ${path.basename(to)}); shared listing code lives in modules/listings/listing-*.ts, repositories come from app.repos`
      : null;
  },
];

function resolveTarget(file, source) {
  if (!source.startsWith('.')) return null;
  const resolved = path.relative(ROOT, path.resolve(path.dirname(file), source));
  return /\.[cm]?[jt]sx?$/.test(resolved) ? resolved : `${resolved}.ts`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run one way: shared code → features/modules → app.' },
    schema: [],
  },
  create(context) {
    const from = path.relative(ROOT, context.filename);
    function check(node, source) {
      if (typeof source !== 'string') return;
      const to = resolveTarget(context.filename, source);
      if (!to) return;
      // `.tsx` files are imported without their extension too.
      const candidates = to.endsWith('.ts') ? [to, `${to}x`] : [to];
      for (const zone of ZONES) {
        const message = candidates.map((target) => zone(from, target)).find(Boolean);
        if (message) {
          context.report({ node, message });
          return;
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-direction': rule } };
