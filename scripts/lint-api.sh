#!/usr/bin/env bash
# Lints the API's OpenAPI document (GET /api/docs/json) with Spectral's standard `spectral:oas`
# ruleset (.spectral.yaml): any error or warning fails.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp --suffix=.json)
trap 'rm -f "$out"' EXIT
node --import tsx scripts/openapi-document.ts "$out"
npx spectral lint "$out" --ruleset .spectral.yaml --fail-severity=warn
