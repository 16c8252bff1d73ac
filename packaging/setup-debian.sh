#!/usr/bin/env bash
# Installs what Spider Duel needs on Debian/Ubuntu: the few system libraries a Qt 6 window loads, a
# font, and python3-venv (the distribution's python3 refuses a system-wide pip install, PEP 668, so
# the README installs into a virtual environment). That is all a player gets.
#
#   bash packaging/setup-debian.sh          # to play
#   bash packaging/setup-debian.sh --test   # to run the tests and build the bundle as well
#
# --test adds the tools the tests and the bundle use: Xvfb and xdotool (the game driven in a real X
# window), binutils (PyInstaller reads libraries with objdump), desktop-file-utils and appstream (the
# desktop entry and metainfo validated), faketime (a duel clock slowed for one process), and the Python shared
# library PyInstaller puts in the bundle.
# Safe to run again; does nothing when all are present.
set -euo pipefail
with_test_tools=""
case "${1:-}" in
  "") ;;
  --test) with_test_tools=1 ;;
  *) echo "usage: bash packaging/setup-debian.sh [--test]" >&2; exit 2 ;;
esac
pkgs=(python3-venv libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3 libxcb-cursor0
      libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-randr0 libxcb-render-util0 libxcb-image0
      libwayland-cursor0 libwayland-egl1 fonts-dejavu-core)
test_pkgs=(desktop-file-utils appstream xvfb xdotool binutils faketime)
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
updated=""

install_missing() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing system packages: ${missing[*]}"
  if [ -z "$updated" ]; then
    $sudo_cmd apt-get update -qq
    updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
}

# GLib, which Qt's core library loads: every desktop has it, a minimal system may not. Asked for by its
# library, since Ubuntu 24.04 renamed the package (libglib2.0-0t64; apt takes the old name for it).
/sbin/ldconfig -p | grep -q 'libglib-2\.0\.so\.0' || pkgs+=(libglib2.0-0)
install_missing "${pkgs[@]}"
[ -n "$with_test_tools" ] || exit 0
install_missing "${test_pkgs[@]}"
# The shared library of the python3 in use (libpython3.11 on Debian 12, libpython3.12 on Ubuntu
# 24.04, where the package is libpython3.12t64 and apt takes it for that name), unless it is there.
soname=$(python3 -c 'import sysconfig; print(sysconfig.get_config_var("INSTSONAME") or "")')
if [ -n "$soname" ] && ! /sbin/ldconfig -p | grep -q "$soname"; then
  install_missing "libpython$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
fi
