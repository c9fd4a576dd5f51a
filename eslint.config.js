import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
  {
    // Prompts, voices, models and the philosophers' knowledge never reach the browser bundle.
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/debates/platform', '**/debates/knowledge', '**/debates/knowledge/**'],
              message: 'The app imports only the browser-safe debates index.',
            },
          ],
        },
      ],
    },
  },
  {
    // The library layers never reach up into the UI (DESIGN.md section 1).
    files: ['src/debates/**', 'src/platform-api/**', 'src/web-call/**', 'server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', 'react', 'react-dom'],
              message: 'Only src/app may use React or app code.',
            },
          ],
        },
      ],
    },
  },
);
