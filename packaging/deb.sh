#!/bin/sh
# Builds the Debian package: the binary, and from a staging folder laid out
# like the release archive (see `make stage-files`) the man page and the
# completions, in Debian's places, with the copyright and a changelog. The
# Depends line is what dpkg-shlibdeps finds the binary needs.
#
#   packaging/deb.sh STAGE BINARY VERSION OUTPUT-FOLDER
set -eu
[ $# -eq 4 ] || { echo "usage: $0 STAGE BINARY VERSION OUTPUT-FOLDER" >&2; exit 64; }
stage=$1 binary=$2 version=$3 out=$4
here=$(cd "$(dirname "$0")" && pwd)
for tool in dpkg-deb dpkg-shlibdeps; do
    command -v $tool >/dev/null || { echo "make deb: $tool is needed (apt-get install dpkg-dev)" >&2; exit 1; }
done
arch=$(dpkg --print-architecture)
maintainer=${DEB_MAINTAINER:-txtodo maintainers <maintainers@txtodo.invalid>}
# The changelog's date: the last commit's, so the same tree gives the same package.
date=$(git -C "$here/.." log -1 --format=%cD 2>/dev/null || date -R)

umask 022
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
chmod 755 "$root"
doc=$root/usr/share/doc/txtodo
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/man/man1" "$doc" \
    "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
    "$root/usr/share/fish/vendor_completions.d"
strip --remove-section=.comment --remove-section=.note -o "$root/usr/bin/txtodo" "$binary"
chmod 755 "$root/usr/bin/txtodo"
gzip -9n <"$stage/txtodo.1" >"$root/usr/share/man/man1/txtodo.1.gz"
# Sourced, never run: no #! line.
sed '1{/^#!/d}' "$stage/completions/txtodo.bash" >"$root/usr/share/bash-completion/completions/txtodo"
install -m 644 "$stage/completions/_txtodo" "$root/usr/share/zsh/vendor-completions/_txtodo"
install -m 644 "$stage/completions/txtodo.fish" "$root/usr/share/fish/vendor_completions.d/txtodo.fish"
install -m 644 "$here/debian-copyright" "$doc/copyright"
printf 'txtodo (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- %s  %s\n' \
    "$version" "$version" "$maintainer" "$date" | gzip -9n >"$doc/changelog.gz"
chmod 644 "$root/usr/share/man/man1/txtodo.1.gz" "$doc/changelog.gz" "$root/usr/share/bash-completion/completions/txtodo"

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
depends=$(cd "$root" && mkdir debian && printf 'Source: txtodo\n\nPackage: txtodo\nArchitecture: any\n' >debian/control &&
    dpkg-shlibdeps -O usr/bin/txtodo 2>/dev/null | sed -n 's/^shlibs:Depends=//p' && rm -r debian)
[ -n "$depends" ] || { echo "make deb: dpkg-shlibdeps found no libraries for the binary" >&2; exit 1; }
cat >"$root/DEBIAN/control" <<CONTROL
Package: txtodo
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Section: utils
Priority: optional
Description: minimalist daily todo list for the terminal
 txtodo keeps today's tasks, tomorrow's and up to three floating ones in one
 plain TaskPaper file that can be edited by hand at any time. At midnight the
 day's list goes to an archive, so each day starts fresh; a task can be
 delayed to tomorrow once. A full-screen, keyboard-driven app and plain
 commands (txtodo add, txtodo done) work on the same file, and txtodo merges
 the copies that git, Syncthing or Dropbox leave when two machines change it.
CONTROL
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k2) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

mkdir -p "$out"
deb=$out/txtodo_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
