-- Years of experience left blank on the form are stored as unknown (NULL), not as 0 years.
ALTER TABLE applications ALTER COLUMN experience_years DROP NOT NULL;
