#!/usr/bin/env bash
# Builds the Dockerfile's image with buildah and smoke-tests it: start, demo import, a search,
# /readyz, and the HEALTHCHECK as the built image's configuration holds it, run until it says
# healthy. Outside the test suite (it takes many minutes of one core): run it by hand, as root,
# after changing the Dockerfile or the dependencies.
#
# The image is built in Docker's format: the OCI format has no health check, and buildah drops
# HEALTHCHECK from it with a warning. Any build warning not listed in known_warnings
# (scripts/build-warnings.sh) fails the build: a warning is how such a loss shows.
#
#   nice -n 19 scripts/docker-smoke.sh            # build the base if missing, the image, smoke test
#   SMOKE_REBUILD_BASE=1 scripts/docker-smoke.sh  # also rebuild the base image
#   SMOKE_SKIP_BUILD=1 nice -n 19 scripts/docker-smoke.sh  # smoke-test the image already built
#
# The build takes about 36 minutes of a core on a busy machine; SMOKE_SKIP_BUILD tests the image
# already in buildah's storage (SMOKE_IMAGE) as it is, whatever tree it was built from: the script
# prints when it was built, so compare that with the commits before trusting the result.
#
# No image registry is reachable here, so the base image (NODE_IMAGE of the Dockerfile) is made
# locally: a Debian bookworm minbase root from Debian's own mirror (debootstrap) plus Node 24 and
# this machine's npm (the Dockerfile's base, node:24-bookworm-slim, is the same pair). Node 24 is
# the machine's, or the npm registry's `node` package where the machine's is older
# (scripts/node-lts.sh). Debian's own nodejs package is 18 in bookworm.
#
# Needs: buildah and debootstrap (apt-get install buildah debootstrap), the npm registry (the
# image's `npm ci`), root (debootstrap; buildah --isolation chroot).
set -euo pipefail
cd "$(dirname "$0")/.."

storage=(--storage-driver vfs)
base_image=${SMOKE_BASE_IMAGE:-localhost/acervo-node:24-bookworm}
image=${SMOKE_IMAGE:-localhost/acervo:smoke}
work=${SMOKE_DIR:-/var/tmp/acervo-docker-smoke}
port=${SMOKE_PORT:-4808}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
mkdir -p "$work"

. scripts/build-warnings.sh
say() { printf '\n== %s (%s)\n' "$*" "$(date -u +%H:%M:%S)"; }
tools=(buildah curl)
[ -n "${SMOKE_SKIP_BUILD:-}" ] || tools+=(debootstrap)
for tool in "${tools[@]}"; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install buildah debootstrap curl" >&2; exit 2; }
done

if [ -n "${SMOKE_SKIP_BUILD:-}" ]; then
  buildah "${storage[@]}" inspect --type image "$image" >/dev/null 2>&1 ||
    { echo "SMOKE_SKIP_BUILD: there is no image $image to test; run without it to build one" >&2; exit 2; }
  say "image $image as built on $(buildah "${storage[@]}" inspect --type image --format '{{.Docker.Created}}' "$image") (not rebuilt)"
else

# --- 1. The base image: Debian bookworm minbase + Node from this machine -------------------------
if [ -n "${SMOKE_REBUILD_BASE:-}" ] || ! buildah "${storage[@]}" inspect --type image "$base_image" >/dev/null 2>&1; then
  say "base image $base_image"
  node_bin="$(scripts/node-lts.sh)/node"
  node_version=$("$node_bin" --version)
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  [ -f "$npm_dir/package.json" ] || { echo "cannot find npm's folder ($npm_dir)" >&2; exit 2; }
  rootfs="$work/rootfs"
  rm -rf "$rootfs"
  # ca-certificates: npm ci reaches the registry over https inside the build.
  SECONDS=0
  debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  echo "debootstrap: ${SECONDS} s"
  install -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules"
  cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # The official node images have the user node (1000:1000); the Dockerfile runs as it.
  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  chroot "$rootfs" /usr/local/bin/node --version
  tar -C "$rootfs" -cf "$work/rootfs.tar" .
  ctr=$(buildah "${storage[@]}" from scratch)
  buildah "${storage[@]}" add "$ctr" "$work/rootfs.tar" /
  buildah "${storage[@]}" config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --env NODE_VERSION="${node_version#v}" --cmd node "$ctr"
  buildah "${storage[@]}" commit --rm "$ctr" "$base_image" >/dev/null
  rm -rf "$rootfs" "$work/rootfs.tar"
fi

# --- 2. The image --------------------------------------------------------------------------------
say "image $image"
SECONDS=0
# Where the host's npm trusts an extra certificate authority (a TLS-inspecting proxy in front of
# the registry), the build's RUN steps see the same file and an npmrc naming it, mounted for the
# build only: nothing of it is stored in the image.
build_mounts=()
cafile=$(npm config get cafile 2>/dev/null || true)
if [ -n "$cafile" ] && [ "$cafile" != null ] && [ "$cafile" != undefined ] && [ -f "$cafile" ]; then
  printf 'cafile=/run/build-ca.pem\n' >"$work/npmrc"
  build_mounts+=(-v "$cafile:/run/build-ca.pem:ro" -v "$work/npmrc:/usr/local/etc/npmrc:ro")
fi
status=0
buildah "${storage[@]}" bud --format docker --isolation chroot --pull=never --layers=false "${build_mounts[@]}" \
  --build-arg NODE_IMAGE="$base_image" -t "$image" . >"$work/build.log" 2>&1 || status=$?
grep -E '^(\[[0-9]/[0-9]\] )?(STEP|COMMIT)|rror' "$work/build.log" || true
[ "$status" -eq 0 ] || { echo "image build failed ($status):" >&2; tail -30 "$work/build.log" >&2; exit 1; }
echo "image built: ${SECONDS} s"
# Warnings the build printed that scripts/build-warnings.sh does not know as harmless fail it.
warnings=$(unknown_build_warnings "$work/build.log")
[ -z "$warnings" ] || { echo "FAIL: build warnings this script does not know:" >&2; echo "$warnings" >&2; exit 1; }
fi

# --- 3. Smoke test -------------------------------------------------------------------------------
say "smoke test on port $port"
data="$work/data"
rm -rf "$data"
mkdir -p "$data"
chown 1000:1000 "$data"
ctr=$(buildah "${storage[@]}" from --name acervo-smoke-$$ "$image")
server_pid=
# Keeps the script's own status: the stopped server's (143) made a passed smoke test exit 1, and
# under set -e it also skipped removing the container.
cleanup() {
  local status=$?
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  buildah "${storage[@]}" rm "$ctr" >/dev/null 2>&1 || true
  exit "$status"
}
trap cleanup EXIT
# chroot isolation shares the host's network: the container listens on the host's port.
buildah "${storage[@]}" run --isolation chroot -v "$data:/var/lib/acervo" \
  --env PORT="$port" --env HOST=127.0.0.1 --env OPAC_PUBLIC_URL="http://127.0.0.1:$port" \
  "$ctr" -- node build/server.js >"$work/server.log" 2>&1 &
server_pid=$!

SECONDS=0
ready=
while [ "$SECONDS" -lt "${SMOKE_TIMEOUT:-900}" ]; do
  kill -0 "$server_pid" 2>/dev/null || { echo "the server exited:" >&2; tail -30 "$work/server.log" >&2; exit 1; }
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/readyz")" = 200 ]; then ready=1; break; fi
  sleep 2
done
[ -n "$ready" ] || { echo "not ready after ${SECONDS} s" >&2; tail -30 "$work/server.log" >&2; exit 1; }
echo "ready (demo imported) after ${SECONDS} s"

fail() { echo "FAIL: $*" >&2; exit 1; }
readyz=$(curl -s "http://127.0.0.1:$port/readyz")
[ "$readyz" = '{"status":"ready"}' ] || fail "/readyz said $readyz"
echo "/readyz: $readyz"
# The HEALTHCHECK as the image's configuration holds it (not the Dockerfile's text): its command,
# run in the container the way the runtime would (CMD: the words; CMD-SHELL: through /bin/sh -c),
# every few seconds until it succeeds, within its start period and retries.
# Read from the whole inspection (Debian's buildah 1.28 has no `json` template function).
health=$(buildah "${storage[@]}" inspect --type image "$image" | node -e '
  let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () =>
    console.log(JSON.stringify(JSON.parse(s).Docker?.config?.Healthcheck ?? null)));')
[ -n "$health" ] && [ "$health" != null ] || fail "the image has no HEALTHCHECK in its configuration"
echo "HEALTHCHECK in the image: $health"
mapfile -d '' health_cmd < <(node -e '
  const h = JSON.parse(process.argv[1]);
  const [kind, ...rest] = h.Test ?? [];
  const argv = kind === "CMD" ? rest : kind === "CMD-SHELL" ? ["/bin/sh", "-c", rest.join(" ")] : [];
  if (!argv.length) { console.error(`unusable health check test: ${JSON.stringify(h.Test)}`); process.exit(1); }
  for (const word of argv) process.stdout.write(word + "\0");' "$health") || fail "HEALTHCHECK test"
health_limit=$(node -e '
  const h = JSON.parse(process.argv[1]), s = (ns) => Math.ceil((ns ?? 0) / 1e9);
  console.log(s(h.StartPeriod) + s(h.Interval || 30e9) * (h.Retries || 3));' "$health")
SECONDS=0
until buildah "${storage[@]}" run --isolation chroot --env PORT="$port" "$ctr" -- "${health_cmd[@]}"; do
  [ "$SECONDS" -lt "$health_limit" ] || fail "the image's HEALTHCHECK did not succeed within ${health_limit} s"
  sleep 5
done
echo "HEALTHCHECK: healthy after ${SECONDS} s"
total=$(curl -s "http://127.0.0.1:$port/api/consulta?q=&perPage=1" | node -e \
  'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).totalRegistros))')
[ "$total" = 3661 ] || fail "the demo catalogue has $total records, not 3661"
echo "demo records: $total"
hits=$(curl -s "http://127.0.0.1:$port/api/consulta?q=brasil&perPage=1" | node -e \
  'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).totalRegistros))')
[ "${hits:-0}" -gt 0 ] || fail "search 'brasil' found nothing"
echo "search 'brasil' (API): $hits records"
page=$(curl -s -w '\n%{http_code}' "http://127.0.0.1:$port/?q=brasil")
[ "$(tail -n1 <<<"$page")" = 200 ] || fail "OPAC search page: $(tail -n1 <<<"$page")"
grep -q 'brasil' <<<"$page" || fail "OPAC search page does not show the term"
echo "search 'brasil' (OPAC page): 200"
grep -q '"level":"error"' "$work/server.log" && fail "errors in the log: $(grep '"level":"error"' "$work/server.log" | head -3)"
echo "image size: $(buildah "${storage[@]}" images --format '{{.Size}}' "$image")"
say "smoke test passed"
