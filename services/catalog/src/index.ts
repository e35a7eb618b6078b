export { createCatalogService } from './service';
export { configSchema, loadConfig, type CatalogConfig } from './config';
export { catalogHistoryPort, type CatalogHistoryPort } from './entry-points/demo-history';
