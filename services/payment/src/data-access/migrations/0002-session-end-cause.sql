-- Why an unpaid session was ended before its time: 'abandoned' (the guest left by the checkout's cancel link) or
-- 'cancelled' (the booking was cancelled first). NULL: it ran out, or it has not ended. payment.expired carries it,
-- so that a guest's own cancellation is never told as a reservation that lapsed.
ALTER TABLE checkout_sessions ADD COLUMN IF NOT EXISTS end_cause text;
