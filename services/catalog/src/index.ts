export { createCatalogService } from './service';
export { configSchema, loadConfig, type CatalogConfig } from './config';
