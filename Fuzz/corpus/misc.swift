#!/usr/bin/env swift
/* outer /* inner */ still */
/// doc comment
@objc @available(*, deprecated) public final class `Type`: NSObject {
  #if os(Linux) && !DEBUG
  let café = #selector(f), π = 3.14, key = \Foo.bar
  #elseif canImport(Darwin)
  #else
  #endif
  var $x = $0 + $12
}
if #available(iOS 13.0.1, *) {}
