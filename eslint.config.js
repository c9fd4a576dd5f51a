import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Imports flow one way (docs/architecture.md section 1, STYLE.md "Features own their folders"): each folder names what it may
// never import. In a flat config the last block for a file sets its no-restricted-imports, so every block carries
// the rules of its layer whole.
const modules = (...names) => names.flatMap((name) => [`**/${name}`, `**/${name}/**`]);
// The content (knowledge, prompts, voices, squads) lives in server/content: nothing under src/ reaches server/.
const browserSafe = {
  group: modules('server'),
  message:
    'src/ is browser-safe: the content, prompts and voices live in server/ and never reach the bundle.',
};
const noUi = {
  group: ['**/app/**', 'react', 'react-dom'],
  message: 'Only src/app may use React or app code.',
};
// Outside server/speech, speech is used through its public faces: server/speech itself (the audio format its parts
// share) and the index of recognition, synthesis and voice-activity; only a test helper, in a testing/ folder, lies
// deeper.
const speechFaces = {
  regex: String.raw`(^|/)speech/(?!(recognition|synthesis|voice-activity)$)(?!(.+/)?testing/)`,
  message: 'Import speech from server/speech or from its recognition, synthesis or voice-activity folder.',
};
const layer = (files, forbidden, message, base, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...base, ...(forbidden.length > 0 ? [{ group: modules(...forbidden), message }] : [])] },
    ],
  },
});
const importDirection = [
  layer(
    ['src/protocol/**'],
    ['debates', 'platform-api', 'web-call', 'server'],
    'The protocol imports nothing of ours.',
    [noUi],
  ),
  layer(
    ['src/debates/**'],
    ['platform-api', 'web-call', 'server'],
    'The debates import nothing else of ours.',
    [noUi],
  ),
  layer(['src/platform-api/**'], ['web-call', 'server'], 'The API client imports only the debates.', [noUi]),
  // Its transport tests run against the real local platform (docs/architecture.md section 8).
  layer(
    ['src/web-call/**'],
    ['server'],
    'The web-call client never imports the server.',
    [noUi],
    ['**/*.test.ts'],
  ),
  layer(['server/**'], ['web-call'], 'The server imports the debates and the API types only.', [
    noUi,
    speechFaces,
  ]),
  layer(['server/speech/**'], ['web-call'], 'The server imports the debates and the API types only.', [noUi]),
  // Worker threads, their requests and pools serve speech and the database alike.
  layer(
    ['server/workers/**'],
    [
      'web-call',
      'debates',
      'platform-api',
      'protocol',
      'call',
      'content',
      'debate',
      'http',
      'platform',
      'speech',
      'store',
    ],
    'The worker plumbing is generic: it imports nothing else of ours.',
    [noUi],
  ),
  layer(['scripts/**', 'tests/**'], [], '', [speechFaces]),
  // Inside the app: connection <- battles <- arena <- demo <- shell, and the landing page stands alone (it is the
  // small bundle that makes ENTER work).
  layer(['src/app/**'], [], '', [browserSafe]),
  layer(
    ['src/app/connection/**'],
    ['arena', 'battles', 'demo', 'shell', 'landing'],
    'connection is the base of the app.',
    [browserSafe],
  ),
  layer(
    ['src/app/battles/**'],
    ['arena', 'demo', 'shell', 'landing'],
    'battles may use only connection and config.',
    [browserSafe],
  ),
  layer(
    ['src/app/arena/**'],
    ['demo', 'shell', 'landing'],
    'the arena may use battles, connection and config.',
    [browserSafe],
  ),
  layer(['src/app/demo/**'], ['shell', 'landing'], 'the demo may use the arena and what it uses.', [
    browserSafe,
  ]),
  layer(
    ['src/app/landing/**'],
    ['arena', 'battles', 'demo', 'shell', 'connection'],
    'the landing page stands alone.',
    [browserSafe],
  ),
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'node_modules', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importDirection,
  // The debate engine is pure: what it reports goes through the engine's log option, never the console (a stray
  // debugging line once printed every plan a call made).
  { files: ['server/debate/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-console': 'error' } },
);
