// Runs one workload N times, for counting instructions under
// `valgrind --tool=callgrind`: counts repeat exactly where wall-clock time on
// this shared machine varies by 2x. See Benchmarks/count-instructions.
import Foundation
import Wayfinder

struct Park: Hashable, Sendable, Codable {
  var name: String
  var id: Int
}

enum Zoo: Hashable, Sendable, Codable {
  case city(String)
  case safari(Int)
}

enum AppRoute: Hashable, Sendable, Codable {
  case home
  case detail(Int)
  case settings(String)
}

@inline(never) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  print("usage: InstructionCounts WORKLOAD COUNT")
  exit(2)
}

let ints = (0..<250).map { $0 * 7 }
let strings = (0..<250).map { "item \($0)" }
let parks = (0..<250).map { Park(name: "park \($0)", id: $0) }
let zoos = (0..<250).map { $0.isMultiple(of: 2) ? Zoo.city("c\($0)") : Zoo.safari($0) }
var registry = RouteRegistry.standard
try registry.register(Park.self, tag: "park")
try registry.register(Zoo.self, tag: "zoo")
var mixed = RoutePath()
for index in 0..<250 {
  mixed.append(ints[index])
  mixed.append(strings[index])
  mixed.append(parks[index])
  mixed.append(zoos[index])
}

switch arguments[1] {
case "wire":
  for _ in 0..<count {
    let data = mixed.codable(using: registry)?.jsonData() ?? Data()
    keep(try RoutePath.CodableRepresentation(json: data).decode(using: registry))
  }
case "wire-baseline":
  let encoder = JSONEncoder()
  let decoder = JSONDecoder()
  for _ in 0..<count {
    keep(try decoder.decode([Int].self, from: encoder.encode(ints)))
    keep(try decoder.decode([String].self, from: encoder.encode(strings)))
    keep(try decoder.decode([Park].self, from: encoder.encode(parks)))
    keep(try decoder.decode([Zoo].self, from: encoder.encode(zoos)))
  }
case "backstack":
  var stack = BackStack<AppRoute>(pushing: [.home, .settings("a")])
  for index in 0..<count {
    stack.push(.detail(index))
    try? stack.pop()
  }
  keep(stack)
case "backstack-baseline":
  var array: [AppRoute] = [.home, .settings("a")]
  for index in 0..<count {
    array.append(.detail(index))
    keep(array.removeLast())
  }
  keep(array)
case "routepath":
  var path = RoutePath([1, 2])
  for index in 0..<count {
    path.append(Park(name: "p", id: index))
    try? path.removeLast()
  }
  keep(path)
case "routepath-baseline":
  var array: [AnyHashable] = [AnyHashable(1), AnyHashable(2)]
  for index in 0..<count {
    array.append(AnyHashable(Park(name: "p", id: index)))
    keep(array.removeLast())
  }
  keep(array)
default:
  print("unknown workload \(arguments[1])")
  exit(2)
}
