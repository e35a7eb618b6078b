type CardOutcome = { ok: true } | { ok: false; code: string; declineCode?: string; message: string };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's test cards, with the messages Stripe shows for them. */
export function testCardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, code: 'incorrect_number', message: 'Your card number is invalid.' };
  switch (digits) {
    case '4242424242424242':
      return { ok: true };
    case '4000000000000002':
      return { ok: false, code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
    case '4000000000009995':
      return { ok: false, code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    default:
      return {
        ok: false,
        code: 'card_declined',
        declineCode: 'test_mode_live_card',
        message:
          'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      };
  }
}
