import Localization

/// A layout file with some of its keys moved: the layout lab's output, written in the file's
/// own words (every key object kept as written, only its place in the rows changed).
///
/// `rearranged(naratgeul, moving: ["ㄱ": "ㅇ", "ㅇ": "ㄱ"])` gives the same file with the `ㄱ` and
/// `ㅇ` key objects trading places in every grid that has both as plain row keys.
public enum LayoutRearrangement {
  /// Why a file cannot be rearranged so.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    case invalid(LayoutDecoder.Failure)
    /// No grid holds every key to move as a plain row key (not in a modifier group).
    case keysNotInOneGrid([String])
    case notAPermutation

    public var description: String { message(Words(.english)) }

    /// Why, in the interface's language.
    public func message(_ words: Words) -> String {
      switch self {
      case .invalid(let failure): failure.message(words)
      case .keysNotInOneGrid(let names):
        words(LayoutText.keysNotInOneGrid, ["names": names.joined(separator: " ")])
      case .notAPermutation: words(LayoutText.notAPermutation)
      }
    }
  }

  /// The file with the key named `moving[name]` put where the key `name` was, and its
  /// description replaced by `description` (when it has one).
  public static func rearranged(
    _ bytes: [UInt8], file: String, moving: [String: String], description: String?
  ) throws(Failure) -> [UInt8] {
    guard Set(moving.keys) == Set(moving.values) else { throw .notAPermutation }
    do throws(LayoutDecoder.Failure) {
      _ = try LayoutDecoder.decode(bytes, file: file)
    } catch {
      throw .invalid(error)
    }
    let root: JSONNode
    do throws(JSONParser.SyntaxError) {
      root = try JSONParser.parse(bytes)
    } catch {
      throw .invalid(LayoutDecoder.Failure(errors: []))
    }
    // (range to replace, replacement bytes)
    var edits: [(Range<Int>, [UInt8])] = []
    var moved = false
    for grid in root.member("grids")?.elements ?? [] {
      var spans: [String: Range<Int>] = [:]
      for row in grid.member("rows")?.elements ?? [] {
        for key in row.member("keys")?.elements ?? [] {
          guard key.member("group") == nil, case .string(let name)? = key.member("name")?.value
          else { continue }
          spans[name] = key.offset..<JSONSpan.end(ofValueAt: key.offset, in: bytes)
        }
      }
      guard moving.keys.allSatisfy({ spans[$0] != nil }) else { continue }
      moved = true
      for (place, name) in moving where place != name {
        guard let target = spans[place], let source = spans[name] else { continue }
        edits.append((target, Array(bytes[source])))
      }
    }
    guard moved || moving.isEmpty else { throw .keysNotInOneGrid(moving.keys.sorted()) }
    if let description, let node = root.member("description"), case .string = node.value {
      let end = JSONSpan.end(ofValueAt: node.offset, in: bytes)
      edits.append((node.offset..<end, JSONSpan.quoted(description)))
    }
    var result = bytes
    for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      result.replaceSubrange(range, with: replacement)
    }
    do throws(LayoutDecoder.Failure) {
      _ = try LayoutDecoder.decode(result, file: file)
    } catch {
      throw .invalid(error)
    }
    return result
  }
}

extension JSONNode {
  /// The value of an object's member, `nil` when absent or not an object.
  fileprivate func member(_ name: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == name }?.value
  }

  /// An array's elements, `nil` when not an array.
  fileprivate var elements: [JSONNode]? {
    guard case .array(let items) = value else { return nil }
    return items
  }
}

/// Byte spans of values in JSON text already known to be valid.
enum JSONSpan {
  /// The offset just past the value starting at `start`: `{"a": "}"}` ends after the last `}`.
  static func end(ofValueAt start: Int, in bytes: [UInt8]) -> Int {
    var index = start
    var depth = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return index }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return index }
      case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
        if depth == 0 { return index - 1 }
      default: break
      }
    }
    return index
  }

  /// A JSON string literal: `a"b` → `"a\"b"`.
  static func quoted(_ text: String) -> [UInt8] {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        out += [UInt8(ascii: "\\"), byte]
      case 0x0A: out += Array("\\n".utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
    return out
  }
}
