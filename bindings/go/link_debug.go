//go:build frost_debug

package frost

// The development build of the library (`cargo build -p frost-ffi`), linked
// statically, selected by the build tag frost_debug: CI tests against the
// build it shares with the workspace's tests.

// #cgo LDFLAGS: ${SRCDIR}/../../target/debug/libfrost_ffi.a -lm -ldl -lpthread
import "C"

// linkTags are the build tags this build links with, for the programs its
// tests build.
const linkTags = "frost_debug"
