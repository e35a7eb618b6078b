#!/bin/sh
# One database and one user per service, each owning only its own database (the services share no tables:
# they meet through events and HTTP). PostgreSQL's image runs this once, when its data volume is empty.
# SERVICE_DATABASES lists the services; SERVICE_DB_PASSWORD is each one's password (docker-compose.yml).
set -eu

for service in $SERVICE_DATABASES; do
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    -v name="$service" -v password="$SERVICE_DB_PASSWORD" <<'SQL'
CREATE ROLE :"name" LOGIN PASSWORD :'password';
CREATE DATABASE :"name" OWNER :"name";
REVOKE ALL ON DATABASE :"name" FROM PUBLIC;
SQL
done
