#!/bin/sh
# Installs txtodo from the folder this script is in (the release archive, or
# the staging folder `make install` fills) under a prefix, or removes it.
#
#   ./install.sh [PREFIX]              default: /usr/local as root, else ~/.local
#   ./install.sh --uninstall [PREFIX]
#
# DESTDIR, when set, is put before every path (for packaging).
set -eu

usage() { echo "usage: $0 [--uninstall] [PREFIX]" >&2; exit 64; }

uninstall=no
case "${1:-}" in
--uninstall) uninstall=yes; shift ;;
-h | --help) echo "usage: $0 [--uninstall] [PREFIX]  (default PREFIX: /usr/local as root, else ~/.local)"; exit 0 ;;
-*) usage ;;
esac
[ $# -le 1 ] || usage

if [ $# -eq 1 ]; then
    prefix=$1
elif [ "$(id -u)" -eq 0 ]; then
    prefix=/usr/local
else
    prefix=$HOME/.local
fi
# `make install PREFIX=~/.local` can pass the tilde unexpanded.
case $prefix in
"~") prefix=$HOME ;;
"~/"*) prefix=$HOME/${prefix#"~/"} ;;
esac
[ -n "$prefix" ] || usage
root=${DESTDIR:-}$prefix

bin=$root/bin/txtodo
man=$root/share/man/man1/txtodo.1
bash_completion=$root/share/bash-completion/completions/txtodo
zsh_completion=$root/share/zsh/site-functions/_txtodo
fish_completion=$root/share/fish/vendor_completions.d/txtodo.fish

if [ "$uninstall" = yes ]; then
    rm -f "$bin" "$man" "$bash_completion" "$zsh_completion" "$fish_completion"
    echo "Removed txtodo from $root"
    exit 0
fi

here=$(cd "$(dirname "$0")" && pwd)
for file in txtodo txtodo.1 completions/txtodo.bash completions/_txtodo completions/txtodo.fish; do
    [ -f "$here/$file" ] || { echo "install.sh: $here/$file is missing; run it from the unpacked archive" >&2; exit 1; }
done
mkdir -p "$root/bin" 2>/dev/null && [ -w "$root/bin" ] || {
    echo "install.sh: cannot write to $root/bin; install as root, or under a prefix of your own such as ~/.local" >&2
    exit 1
}

put() { # mode source target
    mkdir -p "$(dirname "$3")"
    cp "$2" "$3.new.$$" && chmod "$1" "$3.new.$$" && mv -f "$3.new.$$" "$3"
}
put 755 "$here/txtodo" "$bin"
put 644 "$here/txtodo.1" "$man"
put 644 "$here/completions/txtodo.bash" "$bash_completion"
put 644 "$here/completions/_txtodo" "$zsh_completion"
put 644 "$here/completions/txtodo.fish" "$fish_completion"
echo "Installed txtodo in $root/bin, its man page and its bash, zsh and fish completions under $root/share"

# A prefix of one's own is often not on PATH yet.
if [ -z "${DESTDIR:-}" ]; then
    case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Note: $prefix/bin is not on PATH; add it (e.g. in ~/.profile: export PATH=\"$prefix/bin:\$PATH\")" ;;
    esac
fi
