import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUnverifiedMailLimits, limitsFromConfig, type ServiceDefinition, type ServiceDeps } from '@suvarna/platform';
import type { NotifyConfig } from './config';
import { subscribeCareersMailConsumer } from './entry-points/events/careers-mail-consumer';
import { subscribeBookingMailConsumer } from './entry-points/events/booking-mail-consumer';
import { subscribeMailConsumer } from './entry-points/events/mail-consumer';
import { subscribePaymentMailConsumer } from './entry-points/events/payment-mail-consumer';
import { contactRoutes } from './entry-points/http/contact-routes';
import { createMailer, type Mailer } from './domain/mailer';
import { startMailSender } from './domain/send-mails';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-access/migrations');

/** Contact messages and every e-mail the product sends. */
export function createNotifyService(): ServiceDefinition<NotifyConfig> {
  let mailer: Mailer | undefined;
  let stopSender: (() => Promise<void>) | undefined;
  const getMailer = ({ config, metrics }: ServiceDeps<NotifyConfig>) => (mailer ??= createMailer(config.SMTP_URL, config.MAIL_FROM, metrics));
  return {
    name: 'notify',
    migrationsDir,
    routes: (app, deps) => {
      app.use(contactRoutes(deps));
    },
    consumers: async (deps) => {
      const mail = {
        ...deps,
        mailer: getMailer(deps),
        mailLimits: createUnverifiedMailLimits(deps.redis, limitsFromConfig(deps.config)),
        brand: { siteUrl: deps.config.SITE_URL, reservationsEmail: deps.config.RESERVATIONS_EMAIL, supportPhone: deps.config.SUPPORT_PHONE },
      };
      await subscribeMailConsumer(mail);
      await subscribeBookingMailConsumer(mail);
      await subscribePaymentMailConsumer(mail);
      await subscribeCareersMailConsumer({ ...mail, careers: { ...mail.brand, careersEmail: deps.config.CAREERS_EMAIL } });
      // The consumers queue e-mails in their transactions; the sender hands them to SMTP once committed.
      stopSender = startMailSender({ pool: deps.pool, mailer: mail.mailer, logger: deps.logger, tracer: deps.tracing.tracer });
    },
    pruning: ({ config }) => [{ name: 'mail log', schema: 'notify', table: 'mail_log', column: 'sent_at', retentionDays: config.MAIL_LOG_RETENTION_DAYS }],
    readiness: (deps) => ({ smtp: () => getMailer(deps).verify() }),
    onStop: async () => {
      await stopSender?.();
      mailer?.close();
    },
  };
}
