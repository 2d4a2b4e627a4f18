//go:build !frost_debug

package frost

// The release build of the library, linked statically: a Go binary that uses
// this package needs no library path at run time. Build it first with
// `cargo build --release -p frost-ffi` from the repository's root.

// #cgo LDFLAGS: ${SRCDIR}/../../target/release/libfrost_ffi.a -lm -ldl -lpthread
import "C"

// linkTags are the build tags this build links with, for the programs its
// tests build.
const linkTags = ""
