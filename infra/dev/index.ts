export { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
export { startMailCatcher, stopChild, type MailCatcher } from './mail-catcher';
