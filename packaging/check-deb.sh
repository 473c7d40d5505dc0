#!/usr/bin/env bash
# The Debian package as a user gets it (the ctest "debian_package"): makes it with cpack from a
# build, in a folder of its own, checks that it carries the programs, the metainfo, the man pages,
# the copyright file and the changelog, and has lintian check it: an error fails, warnings are
# printed (docs/packaging.md lists the ones that remain).
# usage: check-deb.sh CPACK BUILD-DIR
set -euo pipefail
cpack=$1
build=$2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

"$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$out" >"$out/cpack.log" ||
    { cat "$out/cpack.log"; exit 1; }
debs=("$out"/*.deb)
deb=${debs[0]}
contents=$(dpkg-deb -c "$deb")
for f in usr/games/flagfall usr/games/flagfall-cli \
    usr/share/applications/flagfall.desktop \
    usr/share/metainfo/io.github.flagfall.metainfo.xml \
    usr/share/man/man6/flagfall.6.gz usr/share/man/man6/flagfall-cli.6.gz \
    usr/share/doc/flagfall/copyright usr/share/doc/flagfall/changelog.Debian.gz; do
    grep -q " \./$f\$" <<<"$contents" || { echo "check-deb: $f is not in the package"; exit 1; }
done
lintian --fail-on error "$deb" 2> >(grep -v 'root privileges' >&2)
echo "check-deb: $(basename "$deb"): lintian found no error"
