/// Words every part of the interface uses: yes and no, on and off, the language's own name.
public enum CommonText: CatalogEntry {
  case yes, no, on, off
}
