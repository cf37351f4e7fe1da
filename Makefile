# txtodo — build, run, test, bench, install.
SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
export SWIFT_BACKTRACE ?= interactive=no

.PHONY: all build run test test-release sync-rounds merge-cases bench lint install uninstall clean check-deps release completions man

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

# The command line and terminal tests run on the binary that ships: the
# static release build.
test-release: check-deps
	$(SWIFT) build $(RELEASE_FLAGS) --product txtodo
	$(SWIFT) build --build-tests
	TXTODO_TEST_BINARY=$(RELEASE_BIN)/txtodo \
		$(SWIFT) test --skip-build --filter 'CLITests|TerminalUITests'

# A longer series of random actions on two git clones (make test runs 200 rounds).
sync-rounds: check-deps
	$(SWIFT) build --build-tests
	TXTODO_SYNC_ROUNDS=1000 $(SWIFT) test --skip-build --filter SyncRoundsTests

# Release builds are one static executable: the Swift runtime, ncursesw and
# the C and C++ libraries are linked in, so a start loads no library and binds
# no symbol (about 1 ms less per command than a binary that loads six
# libraries, and less memory). The linker's warnings about getpwuid and dlopen
# in a static binary concern code txtodo does not call.
RELEASE_FLAGS := -c release -Xswiftc -static-executable
# Where the release build goes, asked of SwiftPM once, when first used.
RELEASE_BIN = $(eval RELEASE_BIN := $$(shell $(SWIFT) build -c release --show-bin-path))$(RELEASE_BIN)

# The merge's model test at length: 30,000 histories from a seed of the
# clock (make test runs 3,000 from a fixed seed); a failure prints its seed.
merge-cases: check-deps
	$(SWIFT) build --build-tests
	seed=$$(date +%s); echo "seed $$seed"; \
		TXTODO_MERGE_CASES=30000 TXTODO_MERGE_SEED=$$seed $(SWIFT) test --skip-build --filter ModelMergeTests

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
	@echo "== idle app =="
	@$(RELEASE_BIN)/txtodo-bench idle $(RELEASE_BIN)/txtodo $(BENCH_DIR)
	@echo "== several machines: a three-way merge of two 100,000-task versions =="
	@$(RELEASE_BIN)/txtodo-bench merge -
	@echo "== other writers beside txtodo =="
	@$(RELEASE_BIN)/txtodo-bench race $(RELEASE_BIN)/txtodo $(BENCH_DIR)
	@echo "== against calcurse and taskwarrior (same names, timed in turn) =="
	@command -v calcurse >/dev/null && command -v task >/dev/null || \
		{ apt-get install -y calcurse taskwarrior >/dev/null 2>&1 || sudo -n apt-get install -y calcurse taskwarrior >/dev/null 2>&1; } || \
		echo "calcurse and taskwarrior could not be installed; their figures are skipped"
	@$(RELEASE_BIN)/txtodo-bench peers $(RELEASE_BIN)/txtodo $(BENCH_DIR) $(SHARED_BENCH)/gen.py

BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

release: check-deps
	$(SWIFT) build $(RELEASE_FLAGS) --product txtodo

# Shell completions come from the argument parser; the copies in
# Resources/completions are regenerated with `make completions`.
completions: release
	@mkdir -p Resources/completions
	$(RELEASE_BIN)/txtodo --generate-completion-script bash > Resources/completions/txtodo.bash
	$(RELEASE_BIN)/txtodo --generate-completion-script zsh > Resources/completions/_txtodo
	$(RELEASE_BIN)/txtodo --generate-completion-script fish > Resources/completions/txtodo.fish

install: release
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 $(RELEASE_BIN)/txtodo $(BINDIR)/txtodo
	install -m 644 Resources/txtodo.1 $(MANDIR)/txtodo.1
	install -m 644 Resources/completions/txtodo.bash $(BASHDIR)/txtodo
	install -m 644 Resources/completions/_txtodo $(ZSHDIR)/_txtodo
	install -m 644 Resources/completions/txtodo.fish $(FISHDIR)/txtodo.fish

uninstall:
	rm -f $(BINDIR)/txtodo $(MANDIR)/txtodo.1 $(BASHDIR)/txtodo $(ZSHDIR)/_txtodo $(FISHDIR)/txtodo.fish

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

man:
	man -l Resources/txtodo.1

clean:
	rm -rf .build bench-data
