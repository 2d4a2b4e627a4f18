package frost

// #cgo CFLAGS: -I${SRCDIR}/../../frost-ffi/include
// #include <stdlib.h>
// #include "frost.h"
import "C"

import (
	"fmt"
	"runtime"
	"unsafe"
)

// call runs one entry point of the library with a fresh error report and
// turns a failure into an *Error. The closure receives the FrostError to
// pass to the library.
func call(entry func(report *C.FrostError) uint32) error {
	var report C.FrostError
	status := entry(&report)
	if status == uint32(C.FROST_OK) {
		return nil
	}
	failure := &Error{
		Code:    Status(status),
		Message: string(C.GoBytes(unsafe.Pointer(report.message.data), C.int(report.message.len))),
	}
	if report.participants.len > 0 {
		list := C.GoBytes(unsafe.Pointer(report.participants.data), C.int(report.participants.len))
		if culprits, err := decodeList(list); err == nil {
			failure.Participants = culprits
		}
	}
	C.frost_error_free(&report)
	return failure
}

// input is the pointer and length the library reads an input from: the
// slice's own memory, read only during the call (cgo pins it).
func input(b []byte) (*C.uint8_t, C.size_t) {
	if len(b) == 0 {
		return nil, 0
	}
	return (*C.uint8_t)(unsafe.Pointer(&b[0])), C.size_t(len(b))
}

// take copies a buffer the library returned into Go memory and frees it;
// the library wipes its copy on free.
func take(buffer *C.FrostBuffer) []byte {
	if buffer.len == 0 {
		C.frost_buffer_free(buffer)
		return []byte{}
	}
	out := C.GoBytes(unsafe.Pointer(buffer.data), C.int(buffer.len))
	C.frost_buffer_free(buffer)
	return out
}

// takeSecret is take for secret outputs: the copy lives in a Secret, which
// wipes it.
func takeSecret(buffer *C.FrostBuffer) *Secret {
	return newSecret(take(buffer))
}

// checkABI refuses to run against a library of another ABI version than
// the header this package was built with.
func checkABI() error {
	if got := uint32(C.frost_abi_version()); got != uint32(C.FROST_ABI_VERSION) {
		return fmt.Errorf("frost: the linked library speaks ABI version %d, this package version %d", got, uint32(C.FROST_ABI_VERSION))
	}
	return nil
}

// keepAlive keeps Go values reachable until the library has read them.
func keepAlive(values ...interface{}) {
	for _, v := range values {
		runtime.KeepAlive(v)
	}
}
