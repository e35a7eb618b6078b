-- When a pre-opening or future hotel opens, for answers that name it without offering it. The catalog's
-- snapshot is read again on the next start to fill it for the hotels already copied.
ALTER TABLE hotels ADD COLUMN opening_date date;
DELETE FROM catalog_snapshots;
