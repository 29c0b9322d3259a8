#!/usr/bin/env bash
# The test suite on a fresh machine: installs what the tests need, then runs them.
#
#   bash scripts/test.sh           every test (README: how long it takes)
#   bash scripts/test.sh --fast    the fast tier for daily work: the tests not marked slow
#   bash scripts/test.sh ARGS...   pytest's arguments (a file, -k, -x) go through
#
# The `test` extra installs every Python package a test needs (OpenSpiel, matplotlib, Ray,
# PettingZoo, Gymnasium among them). The browser tests need Debian's chromium, the
# PostgreSQL tests Debian's postgresql and the reverse-proxy test Debian's nginx: run as root,
# this installs them with apt-get when they are missing, waiting for another apt or dpkg to finish and trying `apt-get update` again if
# it fails. If they cannot be installed (not root, no apt-get, apt failing) it says so, and
# those tests are skipped, each saying why; the rest run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1

selection=()
if [ "${1:-}" = "--fast" ]; then
    shift
    selection=(-m "not slow")
fi

python -m pip install -q -e ".[test]"

# Run apt-get, waiting up to 5 minutes for the dpkg lock another process holds.
apt() {
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 "$@"
}

install_debian() {
    local tries=0
    until apt update -qq; do
        tries=$((tries + 1))
        if [ "$tries" -ge 3 ]; then
            return 1
        fi
        echo "apt-get update failed (try $tries of 3); trying again in 20 s" >&2
        sleep 20
    done
    apt install -y -qq "$@" >/dev/null
}

need=()
[ -x /usr/bin/chromium ] || need+=(chromium fonts-dejavu-core)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || need+=(nginx)
if [ ${#need[@]} -gt 0 ] && [ -z "${selection[*]}" ]; then
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
        echo "warning: Debian's ${need[*]} not installed, and this is not root with apt-get:" \
            "the browser, PostgreSQL or nginx tests will be skipped (run as root to install them)" >&2
    else
        echo "installing Debian's ${need[*]} for the browser, PostgreSQL and nginx tests"
        if ! install_debian "${need[@]}"; then
            echo "warning: apt-get could not install ${need[*]} (see above):" \
                "the browser, PostgreSQL or nginx tests will be skipped; the rest run" >&2
        fi
    fi
fi

set +e
python -m pytest -n 2 -rs "${selection[@]}" "$@"
status=$?
set -e
if [ "$status" -eq 5 ]; then
    echo "no tests were collected" >&2
    exit 1
fi
exit "$status"
