-- The rating guests are shown (from the hotel's reviews where it has any, see shownRating in the contracts), as
-- the catalog publishes it. The catalog's snapshot is read again on the next start to fill it for the hotels
-- already copied.
ALTER TABLE hotels ADD COLUMN shown_rating jsonb;
DELETE FROM catalog_snapshots;
