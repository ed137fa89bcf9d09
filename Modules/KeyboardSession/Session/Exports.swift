// The session's state holds the host field and the settings: a client of the session sees
// their types as the session's own (`session.document`, `session.settings`).
@_exported import HostField
@_exported import SessionSettings
