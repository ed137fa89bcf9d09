// The session's state holds the host field, the settings and the provider bars: a client of
// the session sees their types as the session's own (`session.document`, `session.settings`,
// `session.providerBar`).
@_exported import HostField
@_exported import ProviderBar
@_exported import SessionSettings
