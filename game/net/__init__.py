"""Network play (DESIGN.md, "Network play"): one GameSession on the host is the
only authority; joiners send intents and draw what the host sends them.

    protocol.py   the messages: a fixed JSON schema, size and rate limits, the
                  handshake's versions and the rules' content hash, join codes
    transport.py  one interface for a connection and a listener: an in-memory
                  pair (tests) and websockets on their own threads
    host.py       the host: checks and applies intents, sends each seat only
                  its view and its redacted events, tokens, undo, chat
    joiner.py     the joiner: the position as its seat may see it, intents
    discovery.py  games on the local network, announced with zeroconf

No pygame here: the package is importable and tested headless. Nothing
listens unless a person hosts.
"""
