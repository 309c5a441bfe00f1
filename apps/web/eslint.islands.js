/**
 * The web app's islands, enforced by lint (flat-config entries spread into the root eslint.config.js):
 * - a feature's api/, components/ and lib/ never import another feature; only its routes/ (the pages)
 *   compose features;
 * - shared/ imports neither features/ nor app/, and no feature imports app/;
 * - no import cycles.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';

const web = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(web, 'src');
const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: [`${src}/features/${feature}/!(routes)/**`, `${src}/features/${feature}/*.{ts,tsx}`],
  from: `${src}/features`,
  except: [`./${feature}`],
  message:
    'A feature never imports another feature: move what both need to shared/, or compose them in a route page.',
}));

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: `${src}/shared`,
              from: [`${src}/features`, `${src}/app`],
              message: 'shared/ is imported by features and app, never the other way round.',
            },
            {
              target: `${src}/features`,
              from: `${src}/app`,
              message: 'Features do not import the app shell; the app composes features.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
