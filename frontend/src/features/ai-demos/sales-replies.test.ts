import { describe, expect, it } from 'vitest';
import { localSalesReply, salesReplies } from './sales-replies';

describe('localSalesReply', () => {
  it.each([
    ['Any deals right now?', salesReplies.deals],
    ['Show me your OFFERS', salesReplies.deals],
    ['Is there a discount?', salesReplies.deals],
    ['Planning a weekend trip', salesReplies.weekend],
    ['Holiday availability?', salesReplies.weekend],
    ['Corporate rates please', salesReplies.business],
    ['business travel', salesReplies.business],
    ['How is occupancy looking?', null],
  ])('when a guest writes "%s", then the reply is the spec’s for its keyword', (message, reply) => {
    expect(localSalesReply(message)).toBe(reply);
  });

  it('when the replies are read, then they carry the spec’s figures', () => {
    expect(salesReplies.deals).toMatch(/28% savings on mountain resorts.*20% off business properties/);
    expect(salesReplies.weekend).toMatch(/31% higher.*36 hours/);
    expect(salesReplies.business).toContain('45% better ROI');
  });
});
