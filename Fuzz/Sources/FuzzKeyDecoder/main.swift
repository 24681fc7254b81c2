import WayfinderTerminal

/// Any bytes, fed in two chunks: decoding never crashes, and once flushed
/// nothing is left pending.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
  var decoder = KeyDecoder()
  _ = decoder.decode(Array(bytes[..<split]))
  _ = decoder.decode(Array(bytes[split...]))
  _ = decoder.decode([], final: true)
  if !decoder.pending.isEmpty { fatalError("pending after a final decode: \(decoder.pending)") }
  _ = try? KeyScript.parse(String(decoding: bytes, as: UTF8.self))
  return 0
}
