// Which way the code depends (README, "Which way the code depends"), checked by `npm run lint`.
// Every rule's comment is the message a broken rule prints: it says what to do instead.
/** @type {import('dependency-cruiser').IConfiguration} */

const SERVER = '^packages/server/src/';
const WEB = '^packages/web/src/';

// Server areas (packages/server/src/modules/<area>/), in the order they may depend: an area uses
// only areas listed BEFORE it, and only through their public entry, index.ts. A new area goes
// into one of these lists, after the areas it uses, and into modules/index.ts.
// Shared parts: any area may use them; they use no feature area.
const SHARED_PARTS = ['audit', 'people', 'files', 'payments'];
// Feature areas: they use the shared parts and the features before them.
const FEATURE_AREAS = [
  // requests first: the profile builders (auth/ping, the family's sysProfile) read its entry.
  'requests',
  'auth',
  'settings',
  // billing: what accounts owe, collected by SEPA; seasons, membership and the kit shop add charges to it
  'billing',
  'account',
  'diagnostics',
  'news',
  'quiz',
  'activities',
  'content',
  'family',
  'member-documents',
  'membership',
  'calendar',
  'export',
  'seasons',
  // the kit shop: its orders are charges through billing's entry; it reads people and files
  'equipment',
];
// The office's composition: no code imports it (its calls live with their areas).
const COMPOSITION_AREAS = ['admin'];

// Web features (packages/web/src/features/<feature>/), in the same sense: a feature uses only the
// features before it, through their index.ts; what many share lives in components/ or lib/.
const WEB_FEATURES = [
  'diagnostics',
  'auth',
  'content',
  'news',
  'quiz',
  'account',
  'requests',
  'family',
  // the kit shop reads the family's persons (pickup, charge accounts) through family's entry
  'equipment',
  'membership',
  'seasons',
  'activities',
  'payments',
  'billing',
];

// Tests may reach into any area (they stand outside the graph: nothing imports them).
const notTests = '\\.(test|spec)\\.tsx?$|/test/';
const any = (names) => `(${names.join('|')})`;
const serverArea = (names) => `${SERVER}modules/${any(names)}/`;
const webFeature = (names) => `${WEB}features/${any(names)}/`;
const ordered = (list, pathOf, name, comment) =>
  list.map((area, i) => ({
    name,
    comment: `${area}: ${comment}`,
    severity: 'error',
    from: { path: pathOf([area]), pathNot: notTests },
    to: { path: pathOf(list.slice(i + 1)) },
  }));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A circle of imports between files. Break it where the arrow runs back: move what both need below both, or hand it in from above (the composition registers, the areas are registered).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    // ---- server ------------------------------------------------------------------------------
    {
      name: 'area-not-in-a-tier',
      comment:
        'A server area that is in none of the lists of .dependency-cruiser.cjs: add it to SHARED_PARTS or FEATURE_AREAS (after the areas it uses) and to modules/index.ts.',
      severity: 'error',
      from: { path: `${SERVER}modules/[^/]+/`, pathNot: serverArea([...SHARED_PARTS, ...FEATURE_AREAS, ...COMPOSITION_AREAS]) },
      to: {},
    },
    {
      name: 'platform-uses-no-area',
      comment:
        'The platform (config, context, db, lib, plugins, mail, jobs, gateway, writers, platform) sits below every area and imports none: let the composition (app.ts, modules/index.ts) hand it what it needs.',
      severity: 'error',
      from: { path: `${SERVER}(config|context|db|lib|plugins|mail|jobs|gateway|writers|platform)(/|\\.ts$)`, pathNot: notTests },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'area-through-its-index',
      comment:
        'An area uses another area only through its public entry, modules/<area>/index.ts: export what you need there (keep it small) instead of reaching into its files.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: notTests },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'shared-part-uses-no-feature',
      comment:
        'A shared part (audit, people, files, payments...) is used by the feature areas and uses none of them: hand it what it needs from the area (a registered kind, a source, a parameter).',
      severity: 'error',
      from: { path: serverArea(SHARED_PARTS), pathNot: notTests },
      to: { path: serverArea(FEATURE_AREAS) },
    },
    ...ordered(
      SHARED_PARTS,
      serverArea,
      'shared-parts-in-one-direction',
      'a shared part uses only the shared parts listed before it in SHARED_PARTS (.dependency-cruiser.cjs), so no circle can form between them.',
    ),
    ...ordered(
      FEATURE_AREAS,
      serverArea,
      'features-in-one-direction',
      'a feature area uses only the feature areas listed before it in FEATURE_AREAS (.dependency-cruiser.cjs), so no circle can form between areas. Move the shared thing down to a shared part, or list the areas in the order they use each other.',
    ),
    {
      name: 'nothing-imports-the-composition',
      comment:
        'The composition is the top: modules/index.ts (assembling every <area>.area.ts) is imported by app.ts alone, an <area>.area.ts by modules/index.ts alone, and modules/admin by nothing.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}(app|modules/index)\\.ts$`, notTests] },
      to: { path: [`${SERVER}modules/index\\.ts$`, `${SERVER}modules/[^/]+/[^/]+\\.area\\.ts$`, `${SERVER}modules/admin/`] },
    },
    // ---- web ---------------------------------------------------------------------------------
    {
      name: 'web-feature-not-in-the-list',
      comment: 'A web feature that is not in WEB_FEATURES of .dependency-cruiser.cjs: add it after the features it uses.',
      severity: 'error',
      from: { path: `${WEB}features/[^/]+/`, pathNot: webFeature(WEB_FEATURES) },
      to: {},
    },
    {
      name: 'web-app-on-top',
      comment:
        'app/ (router, providers, shell, the console frame) composes the features and sits on top: nothing but the two entries (main.tsx in the browser, entry-server.tsx on the server) imports it. Move what a feature needs from app/ down to components/ or lib/.',
      severity: 'error',
      from: { path: WEB, pathNot: [`${WEB}(app/|main\\.tsx$|entry-server\\.tsx$)`, notTests] },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-shared-uses-no-feature',
      comment: 'components/, lib/ and i18n/ are shared by the features and use none of them: pass what they need as props or parameters.',
      severity: 'error',
      from: { path: `${WEB}(components|lib|i18n)/`, pathNot: notTests },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'web-feature-through-its-index',
      comment:
        'A feature uses another feature only through its public entry, features/<feature>/index.ts; what two features share (cards, form fields, pay buttons, status texts) goes to components/ instead.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: notTests },
      to: { path: `${WEB}features/[^/]+/`, pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`] },
    },
    ...ordered(
      WEB_FEATURES,
      webFeature,
      'web-features-in-one-direction',
      'a web feature uses only the features listed before it in WEB_FEATURES (.dependency-cruiser.cjs), so no circle can form between features.',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a circle of types is still a circle for the reader.
    tsPreCompilationDeps: true,
    parser: 'tsc',
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      conditionNames: ['source', 'import', 'default'],
    },
  },
};
