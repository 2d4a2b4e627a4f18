package frost

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// codeBlock returns the first fenced block of language lang in markdown.
func codeBlock(t *testing.T, markdown, lang string) string {
	t.Helper()
	var out []string
	inside := false
	for _, line := range strings.Split(markdown, "\n") {
		switch {
		case !inside && strings.TrimRight(line, " ") == "```"+lang:
			inside = true
		case inside && strings.TrimRight(line, " ") == "```":
			return strings.Join(out, "\n") + "\n"
		case inside:
			out = append(out, line)
		}
	}
	t.Fatalf("no %s block", lang)
	return ""
}

// The Go page's example is built and run as written, against this package.
func TestDocumentedExampleRuns(t *testing.T) {
	runExample(t, codeBlock(t, goPage(t), "go"), "verifies under")
}

// goPage is the Go page of the documentation.
func goPage(t *testing.T) string {
	t.Helper()
	page, err := os.ReadFile(filepath.Join("..", "..", "docs", "bindings", "go.md"))
	if err != nil {
		t.Fatal(err)
	}
	return string(page)
}

// runExample builds and runs a program against this package and checks
// that its output contains want.
func runExample(t *testing.T, code, want string) {
	t.Helper()
	dir, err := os.MkdirTemp(".", "doc-example-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(code), 0o600); err != nil {
		t.Fatal(err)
	}
	run := exec.Command("go", "run", "-tags", linkTags, "./"+filepath.Base(dir))
	output, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("the example fails: %v\n%s", err, output)
	}
	if !strings.Contains(string(output), want) {
		t.Fatalf("unexpected output: %s", output)
	}
}
