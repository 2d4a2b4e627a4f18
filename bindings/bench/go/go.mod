module example.invalid/frost/bindings/bench/go

go 1.19

require example.invalid/frost/bindings/go v0.0.0

replace example.invalid/frost/bindings/go => ../../go
