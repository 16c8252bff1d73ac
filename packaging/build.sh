#!/usr/bin/env bash
# Builds Spider Duel's PyInstaller bundle and a .deb of it (Linux).
#
#   packaging/build.sh [DIST_DIR]
#
# DIST_DIR (default: dist/, or $SPIDER_DUEL_DIST) receives the bundle dist/spider-duel/ and
# dist/spider-duel_<version>_<arch>.deb. Intermediate files go to build/ (or $SPIDER_DUEL_BUILD).
# The build environment is a venv in the build directory that can see the system's site-packages,
# so PySide6 and PyInstaller are reused when already installed and a developer's editable install
# of the project is left alone. $PYTHON picks the interpreter (default python3).
set -euo pipefail
umask 022
SECONDS=0

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DIST=$(realpath -m "${1:-${SPIDER_DUEL_DIST:-$ROOT/dist}}")
BUILD=$(realpath -m "${SPIDER_DUEL_BUILD:-$ROOT/build}")
PYTHON=${PYTHON:-python3}
APP_ID=io.github.spiderduel.SpiderDuel
NAME=spider-duel
ICON_SIZES=(16 24 32 48 64 128 256 512)
mkdir -p "$DIST" "$BUILD"

# (a) Build dependencies, from the project's own metadata (the "bundle" extra).
echo "==> build environment in $BUILD/venv"
VENV="$BUILD/venv"
[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv --system-site-packages "$VENV"
VPY="$VENV/bin/python"
# setuptools builds in the checkout's build/lib and reuses it: a module deleted since the last build would ride
# along into the bundle.
rm -rf "$ROOT/build/lib" "$ROOT"/build/bdist.*
"$VPY" -m pip install --quiet --disable-pip-version-check --no-warn-script-location "$ROOT[bundle]"
VERSION=$("$VPY" -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' \
  "$ROOT/pyproject.toml")

# (b) The one-folder bundle.
echo "==> PyInstaller bundle $DIST/$NAME"
# Run from the build directory: from the repository root, "python -m" would put the source tree's
# spider_qt (which lacks the spider_qt.resources mapping) ahead of the installed package.
(cd "$BUILD" && "$VPY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$DIST" --workpath "$BUILD/pyinstaller" "$ROOT/packaging/spider-duel.spec")
# The libraries the spec leaves out (EGLFS, GTK) keep their symbolic links in the bundle: drop the dangling ones.
find "$DIST/$NAME" -xtype l -delete
bundle_seconds=$SECONDS

# (c) The .deb: bundle in /opt, command in /usr/bin, desktop entry, file type, icons and metainfo in /usr/share.
if ! command -v dpkg-deb >/dev/null; then
  echo "dpkg-deb not found: skipping the .deb" >&2
  exit 0
fi
ARCH=$(dpkg --print-architecture)
STAGE="$BUILD/deb/${NAME}_${VERSION}_${ARCH}"
DEB="$DIST/${NAME}_${VERSION}_${ARCH}.deb"
echo "==> Debian package $DEB"
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" "$STAGE/usr/share/metainfo"
cp -a "$DIST/$NAME" "$STAGE/opt/$NAME"
chmod -R u+rwX,go+rX,go-w "$STAGE/opt/$NAME"
ln -s "/opt/$NAME/$NAME" "$STAGE/usr/bin/$NAME"
install -m 644 "$ROOT/resources/desktop/$APP_ID.desktop" "$STAGE/usr/share/applications/$APP_ID.desktop"
install -m 644 "$ROOT/resources/desktop/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
# The duel message file type (application/x-spider-duel, *.spiderduel): a double-click opens it in Spider Duel.
install -D -m 644 "$ROOT/resources/desktop/$APP_ID.mime.xml" "$STAGE/usr/share/mime/packages/$APP_ID.xml"
for size in "${ICON_SIZES[@]}"; do
  install -D -m 644 "$ROOT/resources/icons/$NAME-$size.png" \
    "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 644 "$ROOT/resources/icons/$NAME.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"

installed_kb=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
# The newest glibc symbol version the bundled programs and libraries ask for (the build machine's glibc, as
# PyInstaller bundles its libstdc++ and libpython): an older system must not take the package.
glibc=$(find "$STAGE/opt/$NAME" -type f \( -name '*.so*' -o -perm -u+x \) -exec objdump -T {} + 2>/dev/null |
  grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -n 1)
libc_dep="libc6${glibc:+ (>= $glibc)}"
cat >"$STAGE/DEBIAN/control" <<CONTROL
Package: $NAME
Version: $VERSION
Architecture: $ARCH
Maintainer: Spider Duel developers <spiderduel@users.noreply.github.com>
Installed-Size: $installed_kb
Depends: $libc_dep, libegl1, libgl1, libxkbcommon0, libxkbcommon-x11-0, libfontconfig1, libfreetype6, libdbus-1-3, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-shape0, libxcb-randr0, libxcb-render-util0, libxcb-image0, libxcb-xkb1, libx11-xcb1, libwayland-client0, libwayland-cursor0, libwayland-egl1
Section: games
Priority: optional
Homepage: https://github.com/spiderduel/spider-duel
Description: Spider Solitaire, alone or as a duel
 Spider Duel is Spider Solitaire for the desktop, with the classic Windows
 rules and the StarGames duel: two players play the same deal one after the
 other, hot-seat or against a computer opponent.
 .
 This package holds a self-contained build (Python and Qt included) in
 /opt/spider-duel.
CONTROL

for script in postinst postrm; do
  cat >"$STAGE/DEBIAN/$script" <<'SCRIPT'
#!/bin/sh
# Refresh the menu, file type and icon caches when their tools are installed.
set -e
if command -v update-mime-database >/dev/null 2>&1; then
  update-mime-database /usr/share/mime || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q /usr/share/applications || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f /usr/share/icons/hicolor/index.theme ]; then
  gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true
fi
exit 0
SCRIPT
  chmod 755 "$STAGE/DEBIAN/$script"
done

# gzip -6 takes seconds where xz takes minutes and gzip -9 half a minute, for a file only 3% larger, and
# every dpkg can read it; SPIDER_DUEL_DEB_COMPRESSION=zstd or xz picks another compressor.
dpkg-deb --root-owner-group -Z"${SPIDER_DUEL_DEB_COMPRESSION:-gzip}" -z6 --build "$STAGE" "$DEB" >/dev/null

echo "==> done"
echo "bundle: $DIST/$NAME ($(du -sh "$DIST/$NAME" | cut -f1))"
echo "deb:    $DEB ($(du -h "$DEB" | cut -f1))"
echo "time:   ${SECONDS} s (bundle ${bundle_seconds} s, deb $((SECONDS - bundle_seconds)) s)"
