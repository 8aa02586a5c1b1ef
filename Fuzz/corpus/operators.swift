infix operator <*> : AdditionPrecedence
let x = a+b - -c ... d..<e
let y: Array<Dictionary<Int, [String]>>? = nil
let z = f ∘ g, w = p!.q?.r ?? s
func g(_ v: inout Int) -> Int { h(&v) }
let n = 0x1p-3 + 0x1.8p1 + 1_000.5e-3 + 0b1010 + 0o17 + x.0.1
