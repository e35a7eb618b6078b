-- Where each hotel is (WGS 84 degrees), for its pin on the map of India: both or neither.
ALTER TABLE hotels
  ADD COLUMN latitude  double precision,
  ADD COLUMN longitude double precision,
  ADD CONSTRAINT hotels_coordinates_both CHECK ((latitude IS NULL) = (longitude IS NULL));
