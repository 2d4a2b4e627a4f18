//go:build frost_debug

package frost

// The development build of the library (`cargo build -p frost-ffi`), linked
// statically, selected by the build tag frost_debug: CI tests against the
// build it shares with the workspace's tests.

// #cgo LDFLAGS: ${SRCDIR}/../../target/debug/libfrost_ffi.a -lm -ldl -lpthread
import "C"
