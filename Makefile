# txtodo — build, run, test, bench, install.
SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
export SWIFT_BACKTRACE ?= interactive=no

.PHONY: all build run test bench lint install uninstall clean check-deps

all: build

check-deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "error: Swift 6 is needed (swift not found on PATH)" >&2; exit 1; }
	@pkg-config --exists ncursesw 2>/dev/null || { echo "error: ncursesw headers are needed: apt-get install libncurses-dev pkg-config" >&2; exit 1; }

build: check-deps
	$(SWIFT) build

run: build
	$$($(SWIFT) build --show-bin-path)/txtodo

test: check-deps
	$(SWIFT) build
	$(SWIFT) test

clean:
	rm -rf .build
