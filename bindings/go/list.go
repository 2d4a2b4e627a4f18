package frost

import (
	"encoding/binary"
	"fmt"
)

// encodeList writes messages as the ABI's list: a little-endian uint32
// count, then each item's little-endian uint32 length and bytes.
func encodeList(items [][]byte) []byte {
	size := 4
	for _, item := range items {
		size += 4 + len(item)
	}
	out := make([]byte, 0, size)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(items)))
	for _, item := range items {
		out = binary.LittleEndian.AppendUint32(out, uint32(len(item)))
		out = append(out, item...)
	}
	return out
}

// decodeList reads a list the library wrote, refusing one that does not
// parse exactly.
func decodeList(b []byte) ([][]byte, error) {
	if len(b) < 4 {
		return nil, fmt.Errorf("%w: list shorter than its count", ErrMalformedInput)
	}
	n := binary.LittleEndian.Uint32(b)
	rest := b[4:]
	if uint64(n) > uint64(len(rest)/4) {
		return nil, fmt.Errorf("%w: list count exceeds its bytes", ErrMalformedInput)
	}
	items := make([][]byte, 0, n)
	for i := uint32(0); i < n; i++ {
		if len(rest) < 4 {
			return nil, fmt.Errorf("%w: list item %d truncated", ErrMalformedInput, i)
		}
		size := binary.LittleEndian.Uint32(rest)
		rest = rest[4:]
		if uint64(size) > uint64(len(rest)) {
			return nil, fmt.Errorf("%w: list item %d truncated", ErrMalformedInput, i)
		}
		items = append(items, append([]byte(nil), rest[:size]...))
		rest = rest[size:]
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("%w: bytes after the list", ErrMalformedInput)
	}
	return items, nil
}

// Entry is one participant's message in a map (commitments, signature
// shares): its Identifier message and the message.
type Entry struct {
	Identifier []byte
	Message    []byte
}

// encodeMap writes entries as the ABI's map: a list of pairs.
func encodeMap(entries []Entry) []byte {
	items := make([][]byte, 0, 2*len(entries))
	for _, entry := range entries {
		items = append(items, entry.Identifier, entry.Message)
	}
	return encodeList(items)
}

// EncodeMap writes entries in the C ABI's map form (a list of Identifier
// and message pairs): the form in which a coordinator relays the packages
// of a key generation.
func EncodeMap(entries []Entry) []byte { return encodeMap(entries) }

// DecodeMap reads a map in the C ABI's form, refusing one that does not
// parse exactly.
func DecodeMap(b []byte) ([]Entry, error) {
	items, err := decodeList(b)
	if err != nil {
		return nil, err
	}
	if len(items)%2 != 0 {
		return nil, fmt.Errorf("%w: a map with an odd number of items", ErrMalformedInput)
	}
	entries := make([]Entry, 0, len(items)/2)
	for i := 0; i < len(items); i += 2 {
		entries = append(entries, Entry{Identifier: items[i], Message: items[i+1]})
	}
	return entries, nil
}
