-- A booking in one round trip (domain/create-booking.ts prices and words it; this takes and writes it): the
-- booking of the same account and Idempotency-Key if there is one (answered instead, nothing written); else
-- the hotel and its room types locked (FOR SHARE) and checked against what the caller priced with (any change:
-- SB001 stale, the caller reads again), the rooms taken night by night per type in type order, the hotel's
-- status, the caller's total check, the account's unpaid holds under its lock, then the booking row and its
-- outbox event with the event's notification. A refusal raises SB001 with the reason as its message and the
-- figures the caller words it with as its detail (JSON); the transaction (the statement) is rolled back.
-- Each statement of the function takes its own snapshot: what follows a lock sees what its holder committed.
CREATE FUNCTION book_rooms(p jsonb) RETURNS SETOF bookings
LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
DECLARE
  b jsonb := p->'booking';
  h hotels;
  want jsonb;
  locked integer;
  taken date[];
  nights date[] := ARRAY(SELECT jsonb_array_elements_text(p->'nights')::date);
  totals record;
  busiest integer;
BEGIN
  IF b->>'idempotency_key' IS NOT NULL THEN
    RETURN QUERY SELECT * FROM bookings WHERE user_id = b->>'user_id' AND idempotency_key = b->>'idempotency_key';
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;

  SELECT * INTO h FROM hotels WHERE id = b->>'hotel_id' FOR SHARE;
  IF NOT FOUND OR h.removed OR h.revision <> (p->>'revision')::integer THEN
    RAISE EXCEPTION 'stale' USING ERRCODE = 'SB001';
  END IF;
  -- The types the caller priced, with the prices and room counts it saw (type order: every booking locks alike).
  SELECT count(*) INTO locked FROM (
    SELECT 1 FROM room_types r JOIN jsonb_to_recordset(p->'wanted') AS w (type text, price_paise bigint, available integer)
        ON r.type = w.type AND r.price_paise = w.price_paise AND r.available = w.available
     WHERE r.hotel_id = h.id ORDER BY r.type FOR SHARE OF r) AS l;
  IF locked <> jsonb_array_length(p->'wanted') THEN
    RAISE EXCEPTION 'stale' USING ERRCODE = 'SB001';
  END IF;

  FOR want IN SELECT * FROM jsonb_array_elements(p->'wanted') LOOP
    WITH took AS (
      INSERT INTO room_nights AS n (hotel_id, room_type, night, sold)
      SELECT h.id, want->>'type', night, (want->>'quantity')::integer FROM unnest(nights) AS night
       WHERE (want->>'quantity')::integer <= (want->>'available')::integer ORDER BY night
      ON CONFLICT (hotel_id, room_type, night) DO UPDATE SET sold = n.sold + EXCLUDED.sold
      WHERE n.sold + EXCLUDED.sold <= (want->>'available')::integer
      RETURNING night)
    SELECT COALESCE(array_agg(night), '{}') INTO taken FROM took;
    IF cardinality(taken) < cardinality(nights) THEN
      -- The most rooms of the type others hold on a night of the stay, to word the refusal (this booking's own
      -- takes left out): read here, before the rollback, so that a refusal costs no second round trip.
      SELECT COALESCE(max(COALESCE(n.sold, 0) - CASE WHEN w.night = ANY (taken) THEN (want->>'quantity')::integer ELSE 0 END), 0)
        INTO busiest
        FROM unnest(nights) AS w (night)
        LEFT JOIN room_nights n ON n.hotel_id = h.id AND n.room_type = want->>'type' AND n.night = w.night;
      RAISE EXCEPTION 'rooms_unavailable' USING ERRCODE = 'SB001',
        DETAIL = jsonb_build_object('type', want->>'type', 'taken', to_jsonb(taken::text[]), 'busiest', busiest)::text;
    END IF;
  END LOOP;

  IF h.status <> 'active' THEN
    RAISE EXCEPTION 'hotel_not_bookable' USING ERRCODE = 'SB001';
  END IF;
  IF NOT (p->>'total_ok')::boolean THEN
    RAISE EXCEPTION 'total_mismatch' USING ERRCODE = 'SB001';
  END IF;

  -- One account's bookings pass from here one at a time (to the commit), so two cannot both slip under the caps.
  PERFORM pg_advisory_xact_lock(hashtext('booking:account:' || (b->>'user_id')));
  SELECT count(*)::int AS bookings,
         COALESCE(sum((SELECT COALESCE(sum((r->>'quantity')::int), 0) FROM jsonb_array_elements(x.rooms) r)), 0)::int AS rooms,
         (count(*) FILTER (WHERE x.hotel_id = h.id))::int AS bookings_at_hotel,
         COALESCE(sum((SELECT COALESCE(sum((r->>'quantity')::int), 0) FROM jsonb_array_elements(x.rooms) r)) FILTER (WHERE x.hotel_id = h.id), 0)::int AS rooms_at_hotel
    INTO totals
    FROM bookings x
   WHERE x.user_id = b->>'user_id' AND x.status = 'pending' AND x.payment_status = 'pending' AND NOT x.rooms_released
     AND x.hold_expires_at > now() AND x.id <> (b->>'id')::uuid;
  IF totals.bookings + 1 > (p->'caps'->>'bookings')::int
     OR totals.rooms + (p->>'rooms')::int > (p->'caps'->>'rooms')::int
     OR totals.bookings_at_hotel + 1 > (p->'caps'->>'bookings_per_hotel')::int
     OR totals.rooms_at_hotel + (p->>'rooms')::int > (p->'caps'->>'rooms_per_hotel')::int THEN
    RAISE EXCEPTION 'holds_limit' USING ERRCODE = 'SB001',
      DETAIL = jsonb_build_object('bookings', totals.bookings, 'rooms', totals.rooms,
                                  'bookingsAtHotel', totals.bookings_at_hotel, 'roomsAtHotel', totals.rooms_at_hotel)::text;
  END IF;

  RETURN QUERY WITH inserted AS (
  INSERT INTO bookings (id, confirmation_code, user_id, hotel_id, hotel, check_in, check_out, nights, guests, rooms,
    guest_name, guest_email, guest_phone, guest_address, special_requests, room_total_paise, taxes_paise, total_paise,
    status, payment_status, status_history, idempotency_key, request_digest, created_at, updated_at,
    account_email, guest_email_confirmed_at, guest_email_token_hash, account_email_verified, company)
  SELECT r.id, r.confirmation_code, r.user_id, r.hotel_id, r.hotel, r.check_in, r.check_out, r.nights, r.guests, r.rooms,
    r.guest_name, r.guest_email, r.guest_phone, r.guest_address, r.special_requests, r.room_total_paise, r.taxes_paise, r.total_paise,
    r.status, r.payment_status, r.status_history, r.idempotency_key, r.request_digest, r.created_at, r.created_at,
    r.account_email, CASE WHEN (b->>'guest_email_confirmed')::boolean THEN r.created_at END, r.guest_email_token_hash, r.account_email_verified,
    r.company
    FROM jsonb_populate_record(NULL::bookings, b) AS r
  RETURNING *)
  SELECT * FROM inserted;

  INSERT INTO outbox (event_id, topic, key, envelope, trace_context)
  VALUES ((p->'event'->>'event_id')::uuid, p->'event'->>'topic', p->'event'->>'key', p->'event'->'envelope',
          NULLIF(p->'event'->'trace_context', 'null'::jsonb));
  PERFORM pg_notify(p->'event'->>'channel', '');
END
$fn$;
