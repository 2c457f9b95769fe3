"""The messages (game/net/protocol.py): a fixed schema, a size limit, the
same bytes for the same content, join codes, the rules' hash, the rates."""
from __future__ import annotations

import json

import pytest

from game.net import protocol
from game.net.protocol import MAX_MESSAGE, TO_HOST, TO_JOINER, Bucket, ProtocolError, decode, encode

from .helpers import Clock


def test_a_message_over_64_kib_is_refused_before_it_is_parsed():
    text = json.dumps({"t": "chat", "text": "x" * (MAX_MESSAGE + 1)})
    with pytest.raises(ProtocolError, match="over the limit"):
        decode(text, TO_HOST)
    with pytest.raises(ProtocolError, match="over the limit"):
        encode("moves", TO_JOINER, move=1, moves=[], view={"pad": "y" * MAX_MESSAGE})


@pytest.mark.parametrize("text", [
    "", "not json", "[1, 2]", '"hello"', '{"t": "nope"}', '{"text": "no kind"}',
    '{"t": "chat"}',                                   # a field missing
    '{"t": "chat", "text": "hi", "extra": 1}',        # a field too many
    '{"t": "chat", "text": 5}',                        # a field of the wrong type
    '{"t": "chat", "text": ""}',                       # empty
    '{"t": "intent", "move": true, "action": {}}',      # a boolean is no number
    '{"t": "intent", "move": NaN, "action": {}}',
    '{"t": "undo", "move": -1}',
    '{"t": "welcome", "seat": 0, "token": "x", "game": "g", "options": {}, "started": false}',  # the host's kind
    "[" * 5000 + "]" * 5000,
])
def test_a_message_that_breaks_the_schema_is_refused_with_words(text):
    with pytest.raises(ProtocolError):
        decode(text, TO_HOST)


def test_the_same_content_is_the_same_bytes():
    a = encode("moves", TO_JOINER, move=3, moves=[{"seat": 1, "events": [{"b": 1, "a": 2}], "action": None}], view={"z": 1, "y": [2]})
    b = encode("moves", TO_JOINER, view={"y": [2], "z": 1}, moves=[{"action": None, "events": [{"a": 2, "b": 1}], "seat": 1}], move=3)
    assert a == b and " " not in a
    assert decode(a, TO_JOINER)["move"] == 3


def test_join_codes_are_eight_characters_without_look_alikes_and_typed_loosely():
    codes = {protocol.new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        assert len(code) == 8 and not set(code) & set("0O1IL")
    assert protocol.normal_code(" abcd-2345 ") == "ABCD2345"
    assert protocol.shown_code("ABCD2345") == "ABCD 2345"


def test_the_rules_hash_changes_with_one_byte_of_the_rules(tmp_path):
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "content.py").write_text("CARDS = 10\n")
    before = protocol.rules_hash(tmp_path)
    (tmp_path / "game" / "content.py").write_text("CARDS = 11\n")
    assert protocol.rules_hash(tmp_path) != before
    assert len(protocol.rules_hash()) == 32


def test_the_hello_carries_the_versions_and_the_rules_hash():
    msg = decode(protocol.hello("ABCD2345", "Ana"), TO_HOST)
    assert msg == {"t": "hello", "protocol": protocol.PROTOCOL_VERSION, "app": protocol.VERSION,
                   "rules": protocol.rules_hash(), "code": "ABCD2345", "name": "Ana", "token": None}


def test_a_bucket_allows_its_burst_then_its_rate():
    clock = Clock()
    bucket = Bucket(2.0, 3.0, clock)
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    clock.now += 0.5
    assert bucket.take() and not bucket.take()
