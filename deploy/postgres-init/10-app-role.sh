#!/bin/sh
# Run once by the postgres image on a new, empty volume (docker-entrypoint-initdb.d), as
# POSTGRES_USER, the role that owns the database and runs the migrations. Creates the role the app
# runs as: it can log in and nothing more. The app's start-up, as the owner, grants it the use of
# the tables, and only INSERT and SELECT on audit_log (server/db/app-role.ts).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_user="$APP_DB_USER" -v app_password="$APP_DB_PASSWORD" <<'SQL'
create role :"app_user" login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password :'app_password';
SQL
