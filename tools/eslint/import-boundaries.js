// Import boundaries of STYLE.md, checked on every import:
// - a frontend feature never imports another feature (routes and app compose them);
// - a service never imports another service, by package name or by path;
// - the frontend never imports the server-side platform, a service, the gateway or infra.
import path from 'node:path';

const SERVICE_PKG = /^@suvarna\/([a-z]+)-service(\/|$)/;
const SERVER_ONLY = /^@suvarna\/(platform|gateway|infra)(\/|$)|^@suvarna\/[a-z]+-service(\/|$)/;

function locate(file) {
  const norm = file.split(path.sep).join('/');
  const feature = norm.match(/\/frontend\/src\/features\/([^/]+)\//);
  const service = norm.match(/\/services\/([^/]+)\//);
  return {
    frontend: norm.includes('/frontend/'),
    feature: feature?.[1],
    service: service?.[1],
  };
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforces the import boundaries between features, services and the frontend' },
    schema: [],
    messages: {
      crossFeature: "Feature '{{from}}' must not import feature '{{to}}': compose them in a route or in app/.",
      crossService: "Service '{{from}}' must not import service '{{to}}': services talk over HTTP and events.",
      serverInFrontend: "The frontend must not import '{{source}}': it is server-side code.",
    },
  },
  create(context) {
    const here = locate(context.filename);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (here.frontend && SERVER_ONLY.test(source)) {
        context.report({ node, messageId: 'serverInFrontend', data: { source } });
        return;
      }
      const resolved = source.startsWith('.') ? locate(path.resolve(path.dirname(context.filename), source) + '/') : undefined;
      if (here.feature) {
        const target = resolved?.feature ?? source.match(/(?:^|\/)features\/([^/]+)/)?.[1];
        if (target && target !== here.feature) {
          context.report({ node, messageId: 'crossFeature', data: { from: here.feature, to: target } });
        }
      }
      if (here.service) {
        const target = resolved?.service ?? source.match(SERVICE_PKG)?.[1];
        if (target && target !== here.service) {
          context.report({ node, messageId: 'crossService', data: { from: here.service, to: target } });
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
