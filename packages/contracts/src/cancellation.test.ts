import { describe, expect, it } from 'vitest';
import { cancellationPolicy } from './cancellation';

describe('cancellationPolicy', () => {
  // Check-in 2026-03-12 starts at 2026-03-11T18:30Z (midnight in India); 48 hours before is 2026-03-09T18:30Z.
  const booking = { status: 'confirmed' as const, checkIn: '2026-03-12' };

  it('when it is 49 hours before check-in (India time), then the guest may cancel', () => {
    expect(cancellationPolicy(booking, new Date('2026-03-09T17:30:00Z'))).toMatchObject({ allowed: true, reason: null });
  });

  it('when it is 47 hours before check-in, then cancelling is refused with the reason', () => {
    const policy = cancellationPolicy(booking, new Date('2026-03-09T19:30:00Z'));
    expect(policy.allowed).toBe(false);
    expect(policy.reason).toMatch(/48 hours before check-in/);
    expect(policy.deadline.toISOString()).toBe('2026-03-09T18:30:00.000Z');
  });

  it('when the booking is cancelled or completed, then it cannot be cancelled', () => {
    expect(cancellationPolicy({ ...booking, status: 'cancelled' }, new Date('2026-01-01T00:00:00Z')).allowed).toBe(false);
    expect(cancellationPolicy({ ...booking, status: 'completed' }, new Date('2026-01-01T00:00:00Z')).allowed).toBe(false);
  });

  it('when a booking still waits for its payment, then it can be released even within 48 hours of check-in', () => {
    const hold = { status: 'pending' as const, checkIn: '2026-03-12', paymentStatus: 'pending' as const };
    expect(cancellationPolicy(hold, new Date('2026-03-11T10:00:00Z'))).toMatchObject({ allowed: true, reason: null });
    expect(cancellationPolicy({ ...hold, paymentStatus: 'completed' }, new Date('2026-03-11T10:00:00Z')).allowed).toBe(false);
  });
});
