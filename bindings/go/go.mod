module example.invalid/frost/bindings/go

go 1.19
