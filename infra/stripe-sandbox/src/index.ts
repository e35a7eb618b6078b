export { PAID_AT_HEADER, startStripeSandbox, type StripeSandbox, type StripeSandboxOptions } from './sandbox';
export { signPayload, newWebhookSecret, type StripeEvent, type DeliveryRecord, type WebhookEndpoint } from './webhooks';
export { SANDBOX_API_VERSION } from './stripe-state';
