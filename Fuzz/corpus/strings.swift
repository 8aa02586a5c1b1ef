let a = "plain \(x) \("nested \(y + 1)") end"
let b = #"raw "# \#(z) \(not)"#
let c = """
    multi \(line)
      indented \
    joined
    """
let d = ##"""
  raw multi "## \##(q)
  """##
let e = "\u{1F600}\n\t\0\\\""
