#!/bin/sh
# Installs the Debian packages named as arguments when any is missing:
# directly as root, through passwordless sudo otherwise, or prints the exact
# command to run and fails.
set -eu
missing=""
for p in "$@"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing="$missing $p"
	fi
done
[ -z "$missing" ] && exit 0
echo "frontline: installing Debian packages:$missing"
if [ "$(id -u)" = 0 ]; then
	SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	SUDO="sudo"
else
	echo "frontline: cannot install packages without root. Run:" >&2
	echo "  sudo apt-get update && sudo apt-get install -y$missing" >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get install -y --no-install-recommends $missing >/dev/null 2>&1 || {
	$SUDO apt-get update >/dev/null
	$SUDO apt-get install -y --no-install-recommends $missing
}
