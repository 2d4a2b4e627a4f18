package main

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

// participant is another process of the ceremony, driven over its standard
// input and output: one command per line, hex wire bytes in and out.
type participant struct {
	name    string
	command *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
}

func start(name string, program string, args ...string) (*participant, error) {
	command := exec.Command(program, args...)
	command.Stderr = os.Stderr
	in, err := command.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := command.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := command.Start(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return &participant{name: name, command: command, in: in, out: bufio.NewReader(out)}, nil
}

// ask sends one command and returns the bytes of the answer; an answer
// `error ...` is returned as an error naming the participant.
func (p *participant) ask(command string, args ...[]byte) ([]byte, error) {
	words := []string{command}
	for _, arg := range args {
		words = append(words, hex.EncodeToString(arg))
	}
	if _, err := fmt.Fprintln(p.in, strings.Join(words, " ")); err != nil {
		return nil, fmt.Errorf("%s: %w", p.name, err)
	}
	line, err := p.out.ReadString('\n')
	if err != nil {
		return nil, fmt.Errorf("%s: no answer to %s: %w", p.name, command, err)
	}
	line = strings.TrimSpace(line)
	if strings.HasPrefix(line, "error") {
		return nil, fmt.Errorf("%s refused %s: %s", p.name, command, line)
	}
	return hex.DecodeString(line)
}

func (p *participant) stop() error {
	p.in.Close()
	return p.command.Wait()
}
