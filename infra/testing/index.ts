export { freePort } from './free-port';
export { startMailCatcher, type MailCatcher } from '../dev/mail-catcher';
