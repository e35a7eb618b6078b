export { freePort, freeSitePorts } from './free-port';
export { startMailCatcher, type MailCatcher } from '../dev/mail-catcher';
export { startTestSite, type TestSite } from './test-site';
export { startCatalogStandIn } from './catalog-stand-in';
