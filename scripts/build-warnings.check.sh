#!/usr/bin/env bash
# Tries scripts/build-warnings.sh's filter on a sample of what an image build prints (npm 11's
# `npm ci` among it): the known notices go, every other warning stays. Seconds, no image build:
#   bash scripts/build-warnings.check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/build-warnings.sh

log=$(mktemp)
trap 'rm -f "$log"' EXIT
cat >"$log" <<'LOG'
STEP 5/14: RUN npm ci --omit=dev --no-audit --no-fund
  npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.
npm warn install-scripts 2 packages have install scripts not yet covered by allowScripts:
npm warn install-scripts   esbuild@0.25.12 (postinstall: node install.js)
npm warn install-scripts   @parcel/watcher@2.5.1 (install: node scripts/build-from-source.js)
npm warn install-scripts
npm warn install-scripts Run `npm install-scripts ls` to review, or `npm install-scripts approve <pkg>` to allow.
npm warn install-scripts 1 package has install scripts not yet covered by allowScripts:
npm warn install-scripts   sharp@0.34.4 (install: node install/check)
npm warn install-scripts 
added 512 packages in 41s
npm warn install-scripts package.json: ignoring "esbuild@^0.25.0" — semver ranges (^, ~, >=, <) are not allowed; use exact versions joined by "||" instead
npm warn EBADENGINE Unsupported engine {
time="2026-12-06T10:00:00Z" level=warning msg="HEALTHCHECK is not supported for OCI image format and will be ignored. Must use `docker` format"
npm warn install-scripts 2 packages have install scripts not yet covered by allowScripts: and more
COMMIT localhost/acervo:smoke
LOG

expected='npm warn install-scripts package.json: ignoring "esbuild@^0.25.0" — semver ranges (^, ~, >=, <) are not allowed; use exact versions joined by "||" instead
npm warn EBADENGINE Unsupported engine {
time="2026-12-06T10:00:00Z" level=warning msg="HEALTHCHECK is not supported for OCI image format and will be ignored. Must use `docker` format"
npm warn install-scripts 2 packages have install scripts not yet covered by allowScripts: and more'
got=$(unknown_build_warnings "$log")
if [ "$got" != "$expected" ]; then
  echo "FAIL: the build-warning filter let through:" >&2
  diff <(echo "$expected") <(echo "$got") >&2 || true
  exit 1
fi
# A log without warnings leaves nothing.
printf 'STEP 1/1: FROM x\nCOMMIT y\n' >"$log"
[ -z "$(unknown_build_warnings "$log")" ] || { echo "FAIL: warnings found in a clean log" >&2; exit 1; }
echo "build-warnings: ok"
