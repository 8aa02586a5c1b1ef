let r1 = /[a-z]+(\d+)?/
let r2 = #/a/b/#
let r3 = ##/
  multi # line
  /##
let q = a / b / c
let t = try? /^ x/.wholeMatch(in: s)
prefix operator /^/
let u = [1, 2].reduce(0, /)
