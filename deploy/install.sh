#!/usr/bin/env bash
# Takes a fresh Debian 12 (or 13) server to the running HTTPS site, and upgrades it when run
# again from a newer checkout. Run as root from the repository checkout:
#     bash deploy/install.sh
# Needs /etc/academy/academy.env (copy of deploy/academy.env.example, edited: SITE_DOMAIN).
#
# What it does (each step is safe to repeat):
#   1. apt: ca-certificates curl xz-utils tar caddy restic (Debian's packages)
#   2. Node.js 22 LTS (>= NODE_MIN) as /usr/local/bin/node: the system's when new enough, else
#      the official build from nodejs.org, checked against SHASUMS256.txt (Debian 13's is 20)
#   3. the system user `academy`, /var/lib/academy/{data,backups}; off-site backups: asks for the
#      restic repository, its password and the backend's variables (once; kept in
#      /etc/academy/offsite.env and /etc/academy/restic-password, mode 600), or takes
#      RESTIC_REPOSITORY, RESTIC_PASSWORD and OFFSITE_ENV (KEY=value lines) from the environment
#   4. the app built in /opt/academy.new (npm ci, npm run build), a backup of existing data,
#      then swapped in as /opt/academy (the previous version kept as /opt/academy.prev)
#   5. systemd units (academy.service, academy-backup.{service,timer},
#      academy-offsite-check.{service,timer}) and /etc/caddy/Caddyfile
#   6. starts everything and waits until /api/health answers
set -euo pipefail
# `su` without `-` leaves /usr/sbin out of PATH on Debian (useradd, runuser live there).
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

APP_DIR=/opt/academy
STATE_DIR=/var/lib/academy
ENV_FILE=/etc/academy/academy.env
OFFSITE_FILE=/etc/academy/offsite.env
RESTIC_PASSWORD_PATH=/etc/academy/restic-password
# Production's Node.js, the one .ci/prod-node tests on too (it reads NODE_MAJOR from here). An
# older Node already installed is replaced: Node 20 is past its end of life (April 2026).
NODE_MAJOR=22
NODE_MIN=22.13.0
SRC_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

say() { printf '\n== %s\n' "$*"; }
die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

# Reads KEY from the env file (no shell evaluation of the file).
env_value() {
  local key=$1 file=$2
  sed -n -E "s/^[[:space:]]*${key}[[:space:]]*=[[:space:]]*(.*)$/\1/p" "$file" | tail -n 1 | sed -E 's/^"(.*)"$/\1/; s/^'"'"'(.*)'"'"'$/\1/; s/[[:space:]]+$//'
}

# Prints deploy/Caddyfile with SITE_DOMAIN and ACME_EMAIL from the env file filled in.
render_caddyfile() {
  local envfile=$1 domain email
  domain=$(env_value SITE_DOMAIN "$envfile")
  email=$(env_value ACME_EMAIL "$envfile")
  [[ -n $domain ]] || die "SITE_DOMAIN is empty in $envfile"
  [[ $domain =~ ^[A-Za-z0-9.-]+$ ]] || die "SITE_DOMAIN must be a plain domain name (got '$domain')"
  [[ -z $email || $email =~ ^[^[:space:]@]+@[^[:space:]@]+$ ]] || die "ACME_EMAIL is not an email address (got '$email')"
  if [[ -n $email ]]; then
    sed -e "s|{\$SITE_DOMAIN}|$domain|g" -e "s|{\$ACME_EMAIL}|$email|g" "$SRC_DIR/deploy/Caddyfile"
  else # no global options block at all
    sed -e "s|{\$SITE_DOMAIN}|$domain|g" -e '/^{$/,/^}$/d' "$SRC_DIR/deploy/Caddyfile"
  fi
}

# Prints the off-site settings file: the repository, the password file, then the backend's
# variables (KEY=value lines, e.g. AWS_ACCESS_KEY_ID=...), each checked.
render_offsite_env() {
  local repo=$1 password_file=$2 extra=$3 line
  [[ -n $repo && $repo != *[[:space:]]* ]] || die "the restic repository must be one word (got '$repo')"
  printf '# Off-site backups (restic), written by deploy/install.sh. README: "Off-site backups".\n'
  printf 'RESTIC_REPOSITORY=%s\nRESTIC_PASSWORD_FILE=%s\n' "$repo" "$password_file"
  # The cache (indexes) where the academy user may write, also for restores run by hand.
  printf 'RESTIC_CACHE_DIR=%s\n' /var/lib/academy/.cache/restic
  while IFS= read -r line; do
    [[ -z ${line//[[:space:]]/} ]] && continue
    [[ $line =~ ^[A-Z_][A-Z0-9_]*=[^[:space:]]*$ ]] || die "backend variables are KEY=value lines without spaces (got '$line')"
    printf '%s\n' "$line"
  done <<<"$extra"
}

if [[ ${1:-} == --render-caddyfile ]]; then # used by deploy/validate.sh
  render_caddyfile "${2:?env file}"
  exit 0
fi
if [[ ${1:-} == --render-offsite-env ]]; then # used by deploy/validate.sh
  render_offsite_env "${2:?repository}" "$RESTIC_PASSWORD_PATH" "${3:-}"
  exit 0
fi

[[ $(id -u) -eq 0 ]] || die "run as root (sudo bash deploy/install.sh)"
[[ -f /etc/debian_version ]] || die "this script is for Debian"
[[ -f $SRC_DIR/package.json && -f $SRC_DIR/deploy/academy.service ]] || die "run it from the repository checkout"
[[ -f $ENV_FILE ]] || die "$ENV_FILE is missing: install -D -m 640 deploy/academy.env.example $ENV_FILE, edit it, then run this again"
DOMAIN=$(env_value SITE_DOMAIN "$ENV_FILE")
[[ -n $DOMAIN && $DOMAIN != academy.example.org ]] || die "set SITE_DOMAIN in $ENV_FILE to your domain first"
render_caddyfile "$ENV_FILE" >/dev/null

say "Debian packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq ca-certificates curl xz-utils tar caddy restic >/dev/null

say "Node.js"
version_ok() { [[ -n $1 ]] && [[ $(printf '%s\n%s\n' "$NODE_MIN" "${1#v}" | sort -V | head -n1) == "$NODE_MIN" ]]; }
current=$( { /usr/local/bin/node --version || true; } 2>/dev/null)
other=$(command -v node || true)
if version_ok "$current"; then
  echo "using /usr/local/bin/node $current"
elif [[ -n $other ]] && version_ok "$("$other" --version)"; then
  ln -sf "$(readlink -f "$other")" /usr/local/bin/node
  echo "using $other $("$other" --version)"
else
  apt_version=$(apt-cache policy nodejs 2>/dev/null | sed -n 's/ *Candidate: *\([0-9.]*\).*/\1/p')
  if version_ok "$apt_version"; then
    apt-get install -y -qq nodejs npm >/dev/null
    ln -sf /usr/bin/node /usr/local/bin/node
    echo "using Debian's nodejs $apt_version"
  else
    case $(dpkg --print-architecture) in amd64) arch=x64 ;; arm64) arch=arm64 ;; *) die "no official Node.js build for $(dpkg --print-architecture)" ;; esac
    base="https://nodejs.org/dist/latest-v${NODE_MAJOR}.x"
    tmp=$(mktemp -d)
    curl -fsSL "$base/SHASUMS256.txt" -o "$tmp/SHASUMS256.txt"
    file=$(grep -o "node-v${NODE_MAJOR}\.[0-9.]*-linux-${arch}\.tar\.xz" "$tmp/SHASUMS256.txt" | head -n1)
    [[ -n $file ]] || die "cannot find the Node.js $NODE_MAJOR build in $base/SHASUMS256.txt"
    curl -fsSL "$base/$file" -o "$tmp/$file"
    (cd "$tmp" && grep " $file\$" SHASUMS256.txt | sha256sum -c --quiet -) || die "checksum mismatch for $file"
    mkdir -p /usr/local/lib/nodejs
    tar -xJf "$tmp/$file" -C /usr/local/lib/nodejs
    dir=/usr/local/lib/nodejs/${file%.tar.xz}
    for bin in node npm npx; do ln -sf "$dir/bin/$bin" /usr/local/bin/$bin; done
    rm -rf "$tmp"
    echo "installed $file into $dir"
  fi
fi
export PATH=/usr/local/bin:$PATH
node --version

say "User and folders"
id academy >/dev/null 2>&1 || useradd --system --user-group --home-dir "$STATE_DIR" --shell /usr/sbin/nologin academy
install -d -m 750 -o academy -g academy "$STATE_DIR"
install -d -m 700 -o academy -g academy "$STATE_DIR/data" "$STATE_DIR/backups" "$STATE_DIR/.cache"
chown root:academy "$ENV_FILE" && chmod 640 "$ENV_FILE"

say "Off-site backups (restic)"
if [[ -f $OFFSITE_FILE ]]; then
  echo "kept $OFFSITE_FILE (repository $(env_value RESTIC_REPOSITORY "$OFFSITE_FILE" | sed -E 's#(//[^/@:]*):[^/@]*@#\1:***@#'))"
else
  repo=${RESTIC_REPOSITORY:-}
  password=${RESTIC_PASSWORD:-}
  extra=${OFFSITE_ENV:-}
  if [[ -z $repo && -t 0 ]]; then
    echo "An encrypted copy of every nightly backup on another machine (README: \"Off-site backups\")."
    echo "Repository, e.g. s3:https://s3.us-west-004.backblazeb2.com/BUCKET/academy, b2:BUCKET:academy,"
    read -r -p "sftp:user@host:/srv/academy or rest:https://host/academy/ (empty: not now): " repo
    if [[ -n $repo ]]; then
      read -r -s -p "Repository password (empty: generate one): " password && echo
      echo "The backend's variables, KEY=value, one per line, an empty line to end"
      echo "(S3 and Backblaze's S3 API: AWS_ACCESS_KEY_ID=... and AWS_SECRET_ACCESS_KEY=...; b2: B2_ACCOUNT_ID, B2_ACCOUNT_KEY):"
      while IFS= read -r line && [[ -n $line ]]; do extra+="$line"$'\n'; done
    fi
  fi
  if [[ -n $repo ]]; then
    content=$(render_offsite_env "$repo" "$RESTIC_PASSWORD_PATH" "$extra") || exit 1
    generated=
    if [[ -z $password ]]; then password=$(head -c 32 /dev/urandom | base64 | tr -d '/+=' | head -c 40); generated=1; fi
    (umask 077 && printf '%s\n' "$password" >"$RESTIC_PASSWORD_PATH.new" && printf '%s\n' "$content" >"$OFFSITE_FILE.new")
    chown academy:academy "$RESTIC_PASSWORD_PATH.new" "$OFFSITE_FILE.new"
    mv "$RESTIC_PASSWORD_PATH.new" "$RESTIC_PASSWORD_PATH" && mv "$OFFSITE_FILE.new" "$OFFSITE_FILE"
    echo "wrote $OFFSITE_FILE and $RESTIC_PASSWORD_PATH (mode 600); the first off-site backup runs tonight (or now: systemctl start academy-backup)"
    [[ -n $generated ]] && echo "Generated repository password (store it somewhere else: without it the backups cannot be read): $password"
  else
    echo "not set up (local backups only); run install.sh again to set it up"
  fi
fi

say "Building the app in $APP_DIR.new"
rm -rf "$APP_DIR.new"
mkdir -p "$APP_DIR.new"
tar -C "$SRC_DIR" --exclude=./node_modules --exclude=./.git --exclude=./data --exclude=./backups \
  --exclude=./dist --exclude=./web/dist --exclude=./out --exclude=./release -cf - . | tar -C "$APP_DIR.new" -xf -
(
  cd "$APP_DIR.new"
  # Electron's binary is only for the desktop app; the server never needs it.
  ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
  node scripts/build.mjs --force
)
[[ -f $APP_DIR.new/dist/server/main.js && -f $APP_DIR.new/web/dist/index.html ]] || die "the build did not produce dist/server/main.js and web/dist"
chown -R root:root "$APP_DIR.new"
chmod -R go-w,o+rX "$APP_DIR.new"

if [[ -n $(ls -A "$STATE_DIR/data" 2>/dev/null) ]]; then
  say "Backup of the current data before the upgrade"
  runuser -u academy -- env DATA_DIR="$STATE_DIR/data" BACKUP_DIR="$STATE_DIR/backups" \
    /usr/local/bin/node "$APP_DIR.new/node_modules/tsx/dist/cli.mjs" "$APP_DIR.new/api/cli/backup.ts"
fi

say "Installing $APP_DIR and the systemd units"
systemctl stop academy.service 2>/dev/null || true
rm -rf "$APP_DIR.prev"
[[ -d $APP_DIR ]] && mv "$APP_DIR" "$APP_DIR.prev"
mv "$APP_DIR.new" "$APP_DIR"
install -m 644 "$APP_DIR/deploy/academy.service" "$APP_DIR/deploy/academy-backup.service" "$APP_DIR/deploy/academy-backup.timer" \
  "$APP_DIR/deploy/academy-offsite-check.service" "$APP_DIR/deploy/academy-offsite-check.timer" /etc/systemd/system/
systemctl daemon-reload
systemctl enable --quiet academy.service academy-backup.timer academy-offsite-check.timer
systemctl start academy-backup.timer academy-offsite-check.timer
systemctl restart academy.service

say "Caddy (HTTPS for $DOMAIN)"
render_caddyfile "$ENV_FILE" >/etc/caddy/Caddyfile.academy
caddy validate --adapter caddyfile --config /etc/caddy/Caddyfile.academy >/dev/null 2>&1 \
  || { caddy validate --adapter caddyfile --config /etc/caddy/Caddyfile.academy; die "the rendered Caddyfile is invalid"; }
if [[ -f /etc/caddy/Caddyfile ]] && ! grep -q 'HTTPS in front of the academy server' /etc/caddy/Caddyfile; then
  cp /etc/caddy/Caddyfile "/etc/caddy/Caddyfile.before-academy.$(date +%s)"
fi
mv /etc/caddy/Caddyfile.academy /etc/caddy/Caddyfile
systemctl enable --quiet caddy
systemctl reload-or-restart caddy

say "Waiting for the server"
for _ in $(seq 1 60); do
  if health=$(curl -fsS http://127.0.0.1:3000/api/health 2>/dev/null); then break; fi
  sleep 1
done
[[ -n ${health:-} ]] || { journalctl -u academy -n 40 --no-pager; die "the server did not answer on 127.0.0.1:3000"; }
echo "health: $health"

if [[ -f $STATE_DIR/data/initial-passwords.txt ]]; then
  say "Generated passwords (store them safely, then: rm $STATE_DIR/data/initial-passwords.txt)"
  cat "$STATE_DIR/data/initial-passwords.txt"
fi
say "Done: https://$DOMAIN  (admin: https://$DOMAIN/admin)"
echo "Logs: journalctl -u academy -f   Backups: ls $STATE_DIR/backups   Guide: $APP_DIR/deploy/README.md"
