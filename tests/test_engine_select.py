"""Choosing the engine for a build, and the voices each engine knows."""

from __future__ import annotations

import socket
import time

import pytest

from pipeline.engines import select
from pipeline.engines.edge import EdgeEngine
from pipeline.engines.espeak import EspeakEngine
from pipeline.engines.select import (
    closest_voices,
    engine_names,
    known_voices,
    open_engine,
    probe_edge,
)
from pipeline.errors import ConfigError, EngineUnavailable


class Probe:
    def __init__(self, answer: bool):
        self.answer = answer
        self.calls = 0

    def __call__(self) -> bool:
        self.calls += 1
        return self.answer


def test_auto_uses_edge_when_the_service_answers():
    warnings: list[str] = []
    engine = open_engine("auto", jobs=6, probe=Probe(True), warn=warnings.append)
    assert isinstance(engine, EdgeEngine)
    assert engine.max_jobs == 6
    assert warnings == []


def test_auto_falls_back_to_espeak_and_says_so_once():
    warnings: list[str] = []
    engine = open_engine("auto", probe=Probe(False), warn=warnings.append)
    assert isinstance(engine, EspeakEngine)
    assert len(warnings) == 1 and "\n" not in warnings[0]
    assert "espeak" in warnings[0] and "unreachable" in warnings[0]


def test_edge_unreachable_fails_with_one_line():
    with pytest.raises(EngineUnavailable) as failure:
        open_engine("edge", probe=Probe(False))
    assert "\n" not in str(failure.value)
    assert "--engine espeak" in str(failure.value)


def test_espeak_never_probes_the_network():
    probe = Probe(True)
    assert isinstance(open_engine("espeak", probe=probe), EspeakEngine)
    assert probe.calls == 0


def test_unknown_engine_is_a_config_error():
    with pytest.raises(ConfigError, match="auto, edge, espeak"):
        open_engine("polly", probe=Probe(True))
    assert engine_names() == ("edge", "espeak")


def _local(monkeypatch: pytest.MonkeyPatch, port: int) -> None:
    # probe_edge reads its address at call time: point it at this machine.
    monkeypatch.setattr(select, "EDGE_HOST", "127.0.0.1")
    monkeypatch.setattr(select, "EDGE_PORT", port)


def test_probe_of_a_closed_port_is_false_at_once(monkeypatch: pytest.MonkeyPatch):
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    _local(monkeypatch, port)  # nothing listens there now: the connection is refused
    began = time.monotonic()
    assert probe_edge(timeout=2.0) is False
    assert time.monotonic() - began < 1.0


def test_probe_of_a_server_that_never_answers_tls_is_false_at_the_timeout(
        monkeypatch: pytest.MonkeyPatch):
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()  # the kernel completes TCP; nobody ever sends a TLS hello
        _local(monkeypatch, silent.getsockname()[1])
        began = time.monotonic()
        assert probe_edge(timeout=0.5) is False
        elapsed = time.monotonic() - began
    assert 0.4 <= elapsed < 2.0, elapsed


def test_edge_default_probe_is_looked_up_at_call_time(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(select, "probe_edge", lambda: False)
    with pytest.raises(EngineUnavailable):
        open_engine("edge")


def test_known_voices_of_each_engine():
    edge = {voice.name: voice for voice in known_voices("edge")}
    espeak = {voice.name: voice for voice in known_voices("espeak")}
    assert edge["zh-TW-HsiaoYuNeural"].gender == "female"
    assert edge["zh-HK-WanLungNeural"].locale == "zh-HK"
    assert espeak["cmn+f3"].gender == "female" and espeak["cmn+f3"].locale == "zh-CN"
    assert espeak["yue+m2"].locale == "zh-HK"
    with pytest.raises(ConfigError):
        known_voices("polly")


@pytest.mark.parametrize("engine, typo, expected", [
    ("edge", "zh-CN-XiaoxaoNeural", "zh-CN-XiaoxiaoNeural"),
    ("edge", "zh-tw-yunjheneural", "zh-TW-YunJheNeural"),
    ("edge", "XiaobeiNeural", "zh-CN-liaoning-XiaobeiNeural"),
    ("espeak", "cmn+F2", "cmn+f2"),
    ("espeak", "cmm+m3", "cmn+m3"),
])
def test_closest_voices_suggest_the_intended_one(engine: str, typo: str, expected: str):
    suggestions = closest_voices(engine, typo)
    assert suggestions[0] == expected
    assert len(suggestions) <= 3


def test_closest_voices_of_nonsense_is_empty():
    assert closest_voices("edge", "???") == []
