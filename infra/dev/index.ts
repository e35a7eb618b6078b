export { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
export { startMailCatcher, stopChild, type MailCatcher } from './mail-catcher';
export { buildFrontend, frontendNeedsBuild } from './frontend-build';
export { defaultPorts, startSite, type RunningSite, type SitePorts } from './site';
