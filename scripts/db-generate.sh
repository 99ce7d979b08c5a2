#!/usr/bin/env bash
# drizzle-kit writes "public"."table" in foreign keys; tests isolate each file in its own
# PostgreSQL schema through search_path, so migrations must not name a schema.
set -euo pipefail
npx drizzle-kit generate --config packages/db/drizzle.config.ts "$@"
sed -i 's/"public"\.//g' packages/db/migrations/*.sql
