// Import boundaries of STYLE.md, as eslint-plugin-boundaries elements and policies, and no import cycles
// (eslint-plugin-import-x's no-cycle). What each policy forbids is in its message.
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const layers = ['entry-points', 'domain', 'data-access'];

/** Every file belongs to one element; a service's and a feature's name is captured for the policies. */
const elements = [
  ...layers.map((layer) => ({ type: `service-${layer}`, pattern: `services/*/src/${layer}/**`, partialMatch: false, capture: ['service'] })),
  { type: 'service', pattern: 'services/*/**', partialMatch: false, capture: ['service'] },
  { type: 'feature', pattern: 'frontend/src/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'frontend-shared', pattern: 'frontend/src/{components,config,lib,styles}/**', partialMatch: false },
  // The rest of src composes features: app/, routes/, main.tsx and the test harness.
  { type: 'frontend-composition', pattern: 'frontend/src/**', partialMatch: false },
  { type: 'frontend-tooling', pattern: 'frontend/**', partialMatch: false },
  { type: 'server', pattern: '{packages/platform,gateway,infra}/**', partialMatch: false },
  { type: 'shared', pattern: '{packages/contracts,packages/sample-data}/**', partialMatch: false },
  { type: 'tooling', pattern: '{e2e,tools}/**', partialMatch: false },
];
const serviceTypes = ['service', ...layers.map((layer) => `service-${layer}`)];
const frontendTypes = ['feature', 'frontend-composition', 'frontend-shared'];

const policies = [
  {
    from: { element: { types: { anyOf: serviceTypes } } },
    disallow: { to: { element: { types: { anyOf: serviceTypes }, captured: { service: '!{{ from.element.captured.service }}' } } } },
    message: "Service '{{ from.element.captured.service }}' must not import service '{{ to.element.captured.service }}': services talk over HTTP and events.",
  },
  {
    from: { element: { types: { anyOf: serviceTypes } } },
    disallow: { dependency: { source: '@suvarna/*-service{,/**}' } },
    message: "Service '{{ from.element.captured.service }}' must not import another service's package ('{{ dependency.source }}'): services talk over HTTP and events.",
  },
  {
    from: { element: { types: { anyOf: serviceTypes } } },
    allow: { dependency: { source: '@suvarna/{{ from.element.captured.service }}-service{,/**}' } },
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
    message: "Feature '{{ from.element.captured.feature }}' must not import feature '{{ to.element.captured.feature }}': compose them in a route or in app/.",
  },
  {
    from: { element: { types: { anyOf: frontendTypes } } },
    disallow: { to: { element: { types: { anyOf: [...serviceTypes, 'server'] } } } },
    message: 'The frontend must not import server-side code.',
  },
  {
    from: { element: { type: 'frontend-shared' } },
    disallow: { to: { element: { type: 'feature' } } },
    message: "Shared frontend code must not import feature '{{ to.element.captured.feature }}': pass what it needs in from a route or app/.",
  },
  {
    from: { element: { type: 'service-entry-points' } },
    disallow: { to: { element: { type: 'service-data-access' } } },
    message: 'An entry point reaches data access only through a use case in domain/.',
  },
  {
    from: { element: { types: { anyOf: frontendTypes } } },
    disallow: { dependency: { source: ['@suvarna/{platform,gateway,infra}{,/**}', '@suvarna/*-service{,/**}'] } },
    message: "The frontend must not import '{{ dependency.source }}': it is server-side code.",
  },
];

export function boundariesConfig() {
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: { boundaries, 'import-x': importX },
      settings: {
        'boundaries/elements': elements,
        'boundaries/legacy-templates': false,
        'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      },
      rules: {
        'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
  ];
}
