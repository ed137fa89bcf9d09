/// Words every part of the interface uses: yes and no, on and off, the language's own name.
public enum CommonText: CatalogEntry {
  case yes, no, on, off
  /// The language's name in itself (F2's language row, `sykb settings list`).
  case languageName
}
