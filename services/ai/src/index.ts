export { createAiService } from './service';
export { configSchema, loadConfig, type AiConfig } from './config';
