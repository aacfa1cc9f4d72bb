#!/usr/bin/env bash
# Checks the deploy files with their own validators; exits non-zero on a real problem.
#   - academy.service, academy-backup.{service,timer}, academy-offsite-check.{service,timer}: `systemd-analyze verify`
#     (any warning counts as a failure: systemd only warns about unknown keys or bad values),
#     `systemd-analyze security --offline` exposure at most 2.5, the timer's service exists,
#     the app files the units start exist in the repository.
#   - Caddyfile: rendered the way install.sh renders it (from academy.env.example with a test
#     domain), then `caddy validate` (warnings count as failures) and `caddy fmt`.
#   - install.sh: `bash -n`, the off-site settings file it writes; academy.env.example: KEY=value lines only.
# Works in a container without systemd as PID 1. Installs Debian's caddy and restic when missing (root).
set -uo pipefail
cd "$(dirname "$0")/.."
fail=0
ok() { printf '  ok    %s\n' "$*"; }
bad() { printf '  FAIL  %s\n' "$*"; fail=1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "deploy/validate.sh"
if ! command -v systemd-analyze >/dev/null; then
  [[ $(id -u) -eq 0 ]] && { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq systemd >/dev/null; }
fi
if ! command -v caddy >/dev/null; then
  [[ $(id -u) -eq 0 ]] && { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null; }
fi
if ! command -v restic >/dev/null; then
  [[ $(id -u) -eq 0 ]] && { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq restic >/dev/null; }
fi
command -v systemd-analyze >/dev/null || { echo "systemd-analyze is not available"; exit 1; }
command -v restic >/dev/null || { echo "restic is not available (apt-get install -y restic)"; exit 1; }
command -v caddy >/dev/null || { echo "caddy is not available (apt-get install -y caddy)"; exit 1; }

# --- systemd units ------------------------------------------------------------------------
# The units start /usr/local/bin/node (install.sh puts Node.js there). verify checks that the
# executable exists, so the copies checked here point at this machine's node instead.
node_bin=$(command -v node) || { echo "node is not on PATH"; exit 1; }
units=(academy.service academy-backup.service academy-backup.timer academy-offsite-check.service academy-offsite-check.timer)
restic_bin=$(command -v restic)
for u in "${units[@]}"; do sed "s#/usr/local/bin/node#$node_bin#g; s#/usr/bin/restic#$restic_bin#g" "deploy/$u" >"$tmp/$u"; done
echo "systemd $(systemd-analyze --version | head -n1 | cut -d' ' -f2) (ExecStart node: $node_bin)"
out=$(cd "$tmp" && systemd-analyze verify --man=no "${units[@]}" 2>&1)
rc=$?
if [[ $rc -eq 0 && -z $out ]]; then ok "systemd-analyze verify ${units[*]}"; else bad "systemd-analyze verify (rc=$rc):"; printf '%s\n' "$out" | sed 's/^/        /'; fi

for u in academy.service academy-backup.service academy-offsite-check.service; do
  out=$(cd "$tmp" && systemd-analyze security --offline=true --threshold=25 "$u" 2>&1)
  rc=$?
  score=$(printf '%s\n' "$out" | sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\).*/\1/p')
  if [[ $rc -eq 0 && -n $score ]]; then ok "systemd-analyze security $u: exposure $score (limit 2.5)"; else bad "systemd-analyze security $u: exposure ${score:-?} (rc=$rc)"; fi
done

grep -q '^ExecStart=/usr/local/bin/node /opt/academy/dist/server/main.js$' deploy/academy.service \
  && grep -q "dist/server" scripts/build.mjs && ok "academy.service starts dist/server/main.js (built by scripts/build.mjs)" \
  || bad "academy.service does not start /opt/academy/dist/server/main.js as scripts/build.mjs builds it"
for rel in node_modules/tsx/dist/cli.mjs api/cli/backup.ts; do
  grep -q "/opt/academy/$rel" deploy/academy-backup.service && [[ -f $rel ]] && ok "academy-backup.service runs $rel (present)" || bad "academy-backup.service: $rel missing"
done
[[ -f deploy/academy-backup.service ]] && ok "academy-backup.timer activates academy-backup.service (present)" || bad "academy-backup.timer has no academy-backup.service"
[[ -f deploy/academy-offsite-check.service ]] && ok "academy-offsite-check.timer activates academy-offsite-check.service (present)" || bad "academy-offsite-check.timer has no service"
grep -q -- '/api/cli/backup.ts --offsite-if-configured$' deploy/academy-backup.service && grep -q '^EnvironmentFile=-/etc/academy/offsite.env$' deploy/academy-backup.service \
  && grep -q '^EnvironmentFile=/etc/academy/offsite.env$' deploy/academy-offsite-check.service && grep -q '^ExecStart=/usr/bin/restic check$' deploy/academy-offsite-check.service \
  && grep -q '"offsite-if-configured"\|'"'"'offsite-if-configured'"'" api/cli/backup.ts \
  && ok "off-site: the nightly backup passes --offsite-if-configured (known to backup.ts) with /etc/academy/offsite.env; the weekly check runs restic check" \
  || bad "off-site: academy-backup.service / academy-offsite-check.service do not match api/cli/backup.ts and /etc/academy/offsite.env"
for u in academy.service academy-backup.service academy-offsite-check.service; do
  [[ $u == academy-offsite-check.service ]] && envfile=/etc/academy/offsite.env || envfile=/etc/academy/academy.env
  grep -q "^EnvironmentFile=$envfile\$" "deploy/$u" && grep -q '^User=academy$' "deploy/$u" && grep -q '^NoNewPrivileges=yes$' "deploy/$u" \
    && grep -q '^ProtectSystem=strict$' "deploy/$u" && ok "$u: User=academy, EnvironmentFile, ProtectSystem=strict, NoNewPrivileges" || bad "$u: missing User/EnvironmentFile/hardening"
done
grep -q '^ReadWritePaths=/var/lib/academy/data$' deploy/academy.service && [[ $(grep -c '^ReadWritePaths=' deploy/academy.service) -eq 1 ]] \
  && ok "academy.service: the data folder is the only writable path" || bad "academy.service: ReadWritePaths must be the data folder only"

# --- Caddy --------------------------------------------------------------------------------
echo "caddy $(caddy version | cut -d' ' -f1)"
sed 's/^SITE_DOMAIN=.*/SITE_DOMAIN=academy.example.org/; s/^ACME_EMAIL=.*/ACME_EMAIL=admin@example.org/' deploy/academy.env.example >"$tmp/with-email.env"
sed 's/^SITE_DOMAIN=.*/SITE_DOMAIN=academy.example.org/; s/^ACME_EMAIL=.*/ACME_EMAIL=/' deploy/academy.env.example >"$tmp/no-email.env"
for variant in with-email no-email; do
  if bash deploy/install.sh --render-caddyfile "$tmp/$variant.env" >"$tmp/Caddyfile.$variant" 2>"$tmp/render.err"; then
    out=$(caddy validate --adapter caddyfile --config "$tmp/Caddyfile.$variant" 2>&1)
    rc=$?
    warn=$(printf '%s\n' "$out" | grep -E '"level":"(warn|error)"')
    if [[ $rc -eq 0 && -z $warn ]] && grep -q 'academy.example.org' "$tmp/Caddyfile.$variant" && ! grep -q '{\$' "$tmp/Caddyfile.$variant"; then
      ok "caddy validate Caddyfile as rendered by install.sh ($variant)"
    else bad "caddy validate ($variant, rc=$rc):"; printf '%s\n' "$out" | grep -v '"level":"info"' | sed 's/^/        /'; fi
  else bad "install.sh --render-caddyfile ($variant): $(cat "$tmp/render.err")"; fi
done
out=$(SITE_DOMAIN=academy.example.org ACME_EMAIL=admin@example.org caddy validate --adapter caddyfile --config deploy/Caddyfile 2>&1) \
  && ok "caddy validate deploy/Caddyfile (placeholders from the environment)" || { bad "caddy validate deploy/Caddyfile:"; printf '%s\n' "$out" | grep -v '"level":"info"'; }
grep -q 'reverse_proxy 127.0.0.1:3000' deploy/Caddyfile && grep -q '^Environment=PORT=3000$' deploy/academy.service && grep -q '^Environment=TRUST_PROXY=1$' deploy/academy.service \
  && ok "Caddy proxies to 127.0.0.1:3000, the unit listens there with TRUST_PROXY=1" || bad "Caddyfile upstream / unit PORT / TRUST_PROXY disagree"
caddy fmt deploy/Caddyfile | diff -q - deploy/Caddyfile >/dev/null && ok "caddy fmt: deploy/Caddyfile is formatted" || bad "caddy fmt: deploy/Caddyfile is not formatted (caddy fmt --overwrite deploy/Caddyfile)"

# --- install.sh, env example ---------------------------------------------------------------
bash -n deploy/install.sh && ok "bash -n deploy/install.sh" || bad "deploy/install.sh has a syntax error"
offsite=$(bash deploy/install.sh --render-offsite-env 's3:https://s3.example.com/bucket/academy' $'AWS_ACCESS_KEY_ID=id\nAWS_SECRET_ACCESS_KEY=k/e+y' 2>&1)
printf '%s\n' "$offsite" >"$tmp/offsite.env"
if [[ $(grep -c '^RESTIC_REPOSITORY=s3:https://s3.example.com/bucket/academy$\|^RESTIC_PASSWORD_FILE=/etc/academy/restic-password$\|^AWS_SECRET_ACCESS_KEY=k/e+y$' "$tmp/offsite.env") -eq 3 ]] \
  && ! grep -nvE '^[[:space:]]*(#.*)?$|^[A-Z_][A-Z0-9_]*=' "$tmp/offsite.env" >/dev/null \
  && ! bash deploy/install.sh --render-offsite-env 'two words' >/dev/null 2>&1 && ! bash deploy/install.sh --render-offsite-env r 'not a variable' >/dev/null 2>&1; then
  ok "install.sh writes offsite.env as KEY=value lines (and refuses a bad repository or variable)"
else bad "install.sh --render-offsite-env: $offsite"; fi
badlines=$(grep -nvE '^[[:space:]]*(#.*)?$|^[A-Z_][A-Z0-9_]*=' deploy/academy.env.example)
[[ -z $badlines ]] && ok "academy.env.example: KEY=value lines only" || bad "academy.env.example: lines systemd cannot read: $badlines"

if [[ $fail -eq 0 ]]; then echo "deploy files: all checks passed"; else echo "deploy files: FAILED"; fi
exit $fail
