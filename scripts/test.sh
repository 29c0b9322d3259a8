#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what the tests need, then runs them.
# Browser tests need Debian's chromium, the PostgreSQL tests Debian's postgresql; as root this
# installs them when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1
python -m pip install -q -e ".[test]"
need=()
[ -x /usr/bin/chromium ] || need+=(chromium fonts-dejavu-core)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing Debian's ${need[*]} for the browser and PostgreSQL tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
set +e
python -m pytest -n 2 "$@"
status=$?
set -e
if [ "$status" -eq 5 ]; then
    echo "no tests were collected" >&2
    exit 1
fi
exit "$status"
