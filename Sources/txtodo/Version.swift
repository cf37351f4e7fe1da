/// The one place the version is written: `txtodo --version` prints it, and
/// the Makefile reads it from this line for the man page, `make dist` and
/// `make deb`.
let txtodoVersion = "0.1.0"
