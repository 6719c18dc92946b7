#!/usr/bin/env bash
# Renders an HTML report with headless Chromium, with the network switched
# off, and writes a PNG screenshot to look at.
#
#   scripts/check-report.sh REPORT.html [SHOT.png] [WIDTHxHEIGHT]
#
# The screenshot defaults to REPORT.png beside the report, the window to
# 1100x2600. Chromium comes from the system's packages
# (`apt-get install chromium` on Debian); set CHROMIUM to use another
# binary. Exits 2 on bad usage, 1 if Chromium is missing or fails.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 3 || ! -f "$1" ]]; then
    echo "usage: scripts/check-report.sh REPORT.html [SHOT.png] [WIDTHxHEIGHT]" >&2
    exit 2
fi
report=$(realpath "$1")
shot=${2:-${report%.html}.png}
size=${3:-1100x2600}
if [[ ! $size =~ ^[0-9]+x[0-9]+$ ]]; then
    echo "check-report: size \"$size\" is not WIDTHxHEIGHT, e.g. 1100x2600" >&2
    exit 2
fi

browser=${CHROMIUM:-}
if [[ -z $browser ]]; then
    for b in chromium chromium-browser google-chrome; do
        if command -v "$b" >/dev/null; then
            browser=$b
            break
        fi
    done
fi
if [[ -z $browser ]]; then
    echo "check-report: no Chromium found; install it (apt-get install chromium) or set CHROMIUM" >&2
    exit 1
fi

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
# Every host resolves to nothing: a page that needs the network shows it.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --user-data-dir="$profile" --host-resolver-rules="MAP * ~NOTFOUND" \
    --window-size="${size/x/,}" --screenshot="$shot" "file://$report" 2>"$profile/log" || {
    cat "$profile/log" >&2
    echo "check-report: $browser failed on $report" >&2
    exit 1
}
if [[ ! -s $shot ]]; then
    echo "check-report: $browser wrote no screenshot" >&2
    exit 1
fi
echo "$shot"
