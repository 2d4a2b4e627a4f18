module example.invalid/frost/bindings/ceremony/coordinator

go 1.19

require example.invalid/frost/bindings/go v0.0.0

replace example.invalid/frost/bindings/go => ../../go
