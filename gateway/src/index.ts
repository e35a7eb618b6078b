export { startGateway, type GatewayOptions, type RunningGateway } from './gateway';
export { configSchema, loadConfig, type GatewayConfig } from './config';
export { matchRoute, routeTable, upstreamNames, type RouteRule, type UpstreamName } from './entry-points/http/route-table';
