-- A business guest's company and its GSTIN ({ name, gstin }), given at booking for the tax invoice; null otherwise.
ALTER TABLE bookings ADD COLUMN company jsonb;
