# txtodo — build, run, test, bench, install, package.
SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
# A crash prints its threads' frames, not the registers and the loaded images,
# so the end of the output names where it happened.
export SWIFT_BACKTRACE ?= interactive=no,registers=none,images=none

# The one version number is written in Sources/txtodo/Version.swift.
VERSION := $(shell sed -n 's/^let txtodoVersion = "\(.*\)"$$/\1/p' Sources/txtodo/Version.swift)
DIST_NAME := txtodo-$(VERSION)-linux-$(shell uname -m)
STAGE := .build/dist/$(DIST_NAME)

.PHONY: all build run test test-release sync-rounds merge-cases bench lint install uninstall clean check-deps release \
	completions man version stage stage-files dist deb

all: build

check-deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "error: Swift 6 is needed (swift not found on PATH)" >&2; exit 1; }
	@test -e /usr/include/ncursesw/curses.h || { echo "error: the ncursesw headers are needed: apt-get install libncurses-dev" >&2; exit 1; }

# The app alone (the tests and the bench are built by their own targets).
build: check-deps
	$(SWIFT) build --product txtodo

run: build
	$$($(SWIFT) build --show-bin-path)/txtodo $(ARGS)

# The tests' whole output goes to .build/test.log; the terminal gets the
# count, the skipped tests and the failures (see scripts/test-summary).
test: check-deps
	@SWIFT=$(SWIFT) scripts/test-summary .build/test.log

# The command line and terminal tests run on the binary that ships: the
# static release build.
test-release: check-deps
	$(SWIFT) build $(RELEASE_FLAGS) --product txtodo
	@TXTODO_TEST_BINARY=$(RELEASE_BIN)/txtodo SWIFT=$(SWIFT) \
		scripts/test-summary .build/test-release.log --filter 'CLITests|TerminalUITests'

# A longer series of random actions on two git clones (make test runs 200 rounds).
sync-rounds: check-deps
	@TXTODO_SYNC_ROUNDS=1000 SWIFT=$(SWIFT) scripts/test-summary .build/sync-rounds.log --filter SyncRoundsTests

# Release builds are one static executable: the Swift runtime, ncursesw and
# the C and C++ libraries are linked in, so a start loads no library and binds
# no symbol (about 1 ms less per command than a binary that loads six
# libraries, and less memory). It is linked with lld, which leaves out the
# GNU linker's notes about C library calls in a static binary (getpwuid,
# dlopen) that the Swift runtime holds and txtodo never makes.
RELEASE_FLAGS := -c release -Xswiftc -static-executable -Xswiftc -use-ld=lld
# Where the release build goes, asked of SwiftPM once, when first used.
RELEASE_BIN = $(eval RELEASE_BIN := $$(shell $(SWIFT) build -c release --show-bin-path))$(RELEASE_BIN)

# The merge's model test at length: 30,000 histories from a seed of the
# clock (make test runs 3,000 from a fixed seed); a failure prints its seed.
merge-cases: check-deps
	@seed=$$(date +%s); echo "seed $$seed"; \
		TXTODO_MERGE_CASES=30000 TXTODO_MERGE_SEED=$$seed SWIFT=$(SWIFT) \
		scripts/test-summary .build/merge-cases.log --filter ModelMergeTests

BENCH_DIR := bench-data
SHARED_BENCH := ../shared/bench

bench: check-deps
	@test -f $(SHARED_BENCH)/gen.py || { echo "error: ../shared/bench (gen.py) is needed beside the checkout" >&2; exit 1; }
	@mkdir -p $(BENCH_DIR)
	python3 $(SHARED_BENCH)/gen.py 100000 > $(BENCH_DIR)/big.taskpaper
	$(SWIFT) build $(RELEASE_FLAGS)
	@if $(SWIFT) build -c release --package-path $(SHARED_BENCH)/seedregex --scratch-path $(BENCH_DIR)/seedregex-build >/dev/null 2>&1; then \
		echo "reference parser built"; else echo "reference parser could not be built; ratio skipped"; fi
	@echo "== TaskPaper engine (7 MB file from gen.py 100000) =="
	@$(RELEASE_BIN)/txtodo-bench parse $(BENCH_DIR)/big.taskpaper \
		$$(ls $(BENCH_DIR)/seedregex-build/release/seedregex 2>/dev/null)
	@echo "== txtodo list =="
	@$(RELEASE_BIN)/txtodo-bench prepare $(BENCH_DIR) $(SHARED_BENCH)/gen.py
	@$(RELEASE_BIN)/txtodo-bench cli $(RELEASE_BIN)/txtodo \
		$(BENCH_DIR)/list-1000.taskpaper $(BENCH_DIR)/list-100000.taskpaper
	@echo "== interactive app =="
	@$(RELEASE_BIN)/txtodo-bench ui $(RELEASE_BIN)/txtodo $(BENCH_DIR)
	@echo "== the record: a five-year archive =="
	@$(RELEASE_BIN)/txtodo-bench history $(RELEASE_BIN)/txtodo $(BENCH_DIR)
	@echo "== routines: a launch with 50 routines in the file =="
	@$(RELEASE_BIN)/txtodo-bench routines $(RELEASE_BIN)/txtodo $(BENCH_DIR)
	@echo "== Later: a launch with 5,000 backlog tasks in the file =="
	@$(RELEASE_BIN)/txtodo-bench later $(RELEASE_BIN)/txtodo $(BENCH_DIR)
	@echo "== a new day that expires 100,000 tasks =="
	@$(RELEASE_BIN)/txtodo-bench expiry $(RELEASE_BIN)/txtodo $(BENCH_DIR)
	@echo "== idle app =="
	@$(RELEASE_BIN)/txtodo-bench idle $(RELEASE_BIN)/txtodo $(BENCH_DIR)
	@echo "== a hand edit beside a 30,000-record version log =="
	@$(RELEASE_BIN)/txtodo-bench versions $(BENCH_DIR)
	@echo "== several machines: a three-way merge of two 100,000-task versions =="
	@$(RELEASE_BIN)/txtodo-bench merge -
	@echo "== other writers beside txtodo =="
	@$(RELEASE_BIN)/txtodo-bench race $(RELEASE_BIN)/txtodo $(BENCH_DIR)
	@echo "== against calcurse and taskwarrior (same names, timed in turn) =="
	@command -v calcurse >/dev/null && command -v task >/dev/null || \
		{ apt-get install -y calcurse taskwarrior >/dev/null 2>&1 || sudo -n apt-get install -y calcurse taskwarrior >/dev/null 2>&1; } || \
		echo "calcurse and taskwarrior could not be installed; their figures are skipped"
	@$(RELEASE_BIN)/txtodo-bench peers $(RELEASE_BIN)/txtodo $(BENCH_DIR) $(SHARED_BENCH)/gen.py

release: check-deps
	$(SWIFT) build $(RELEASE_FLAGS) --product txtodo

version:
	@echo $(VERSION)

# What a release holds, laid out as the archive unpacks: the stripped static
# binary, the man page (with the version), the completions, README and the
# docs/ it links to, LICENSE and install.sh. `make install` and `make dist` start from it, `make deb`
# from all of it but the binary.
stage-files:
	@rm -rf $(STAGE) && mkdir -p $(STAGE)/completions
	@sed '1s/"txtodo"/"txtodo $(VERSION)"/' Resources/txtodo.1 > $(STAGE)/txtodo.1
	@cp Resources/completions/txtodo.bash Resources/completions/_txtodo Resources/completions/txtodo.fish $(STAGE)/completions/
	@cp README.md LICENSE packaging/install.sh $(STAGE)/
	@cp -R docs $(STAGE)/

stage: release stage-files
	@strip -o $(STAGE)/txtodo $(RELEASE_BIN)/txtodo

# Installs the binary, the man page and the completions under PREFIX
# (/usr/local; PREFIX=~/.local needs no root). DESTDIR is for staging.
install: stage
	@DESTDIR=$(DESTDIR) sh $(STAGE)/install.sh $(PREFIX)

uninstall:
	@DESTDIR=$(DESTDIR) sh packaging/install.sh --uninstall $(PREFIX)

# txtodo-VERSION-linux-ARCH.tar.gz: install.sh inside installs it without Swift.
dist: stage
	@tar -C .build/dist --owner=0 --group=0 --numeric-owner --sort=name -czf $(DIST_NAME).tar.gz $(DIST_NAME)
	@echo $(DIST_NAME).tar.gz

# txtodo_VERSION_ARCH.deb, built with dpkg-deb (see packaging/deb.sh). Its
# binary takes ncursesw and the C and C++ libraries from Debian's packages
# (Depends), which get their security fixes; the Swift runtime is linked in.
# A build of its own, beside the static one.
DEB_FLAGS := -c release -Xswiftc -static-stdlib -Xswiftc -use-ld=lld --disable-local-rpath --scratch-path .build/deb
deb: check-deps stage-files
	$(SWIFT) build $(DEB_FLAGS) --product txtodo
	@sh packaging/deb.sh $(STAGE) $$($(SWIFT) build $(DEB_FLAGS) --show-bin-path)/txtodo $(VERSION) .

# Shell completions come from the argument parser; the copies in
# Resources/completions are regenerated with `make completions`.
completions: release
	@mkdir -p Resources/completions
	$(RELEASE_BIN)/txtodo --generate-completion-script bash > Resources/completions/txtodo.bash
	$(RELEASE_BIN)/txtodo --generate-completion-script zsh > Resources/completions/_txtodo
	$(RELEASE_BIN)/txtodo --generate-completion-script fish > Resources/completions/txtodo.fish

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

man:
	@sed '1s/"txtodo"/"txtodo $(VERSION)"/' Resources/txtodo.1 | man -l -

clean:
	rm -rf .build bench-data txtodo-*.tar.gz txtodo_*.deb
