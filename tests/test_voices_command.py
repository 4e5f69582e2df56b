"""narrate voices: the voices voices.yaml can name, online or from the bundled snapshot."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.engines import edge, select
from pipeline.engines.edge import EdgeVoiceInfo
from pipeline.errors import EngineUnavailable


@pytest.fixture
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(select, "probe_edge", lambda: False)


def run(*args: str):
    return CliRunner().invoke(main, ["voices", *args])


def rows(output: str) -> list[list[str]]:
    return [line.split(None, 4) for line in output.splitlines() if line.strip()]


def test_voices_edge_offline_lists_the_snapshot_with_gender_and_locale(offline):
    result = run("--engine", "edge")
    assert result.exit_code == 0, result.output
    assert result.stderr.strip() == (
        "narrate: edge voices from the bundled snapshot (service unreachable)")
    table = {row[1]: row for row in rows(result.stdout)}
    assert len(table) == 14
    assert table["zh-CN-YunxiNeural"][:4] == ["edge", "zh-CN-YunxiNeural", "male", "zh-CN"]
    assert table["zh-TW-HsiaoChenNeural"][2:4] == ["female", "zh-TW"]


def test_voices_locale_filter_is_a_prefix(offline):
    result = run("--engine", "edge", "--locale", "zh-CN")
    names = [row[1] for row in rows(result.stdout)]
    assert "zh-CN-liaoning-XiaobeiNeural" in names
    assert all(name.startswith("zh-CN") for name in names) and len(names) == 8
    hk = [row[1] for row in rows(run("--engine", "edge", "--locale", "zh-hk").stdout)]
    assert hk == ["zh-HK-HiuGaaiNeural", "zh-HK-HiuMaanNeural", "zh-HK-WanLungNeural"]


def test_voices_espeak_lists_variants_plain_ones_first(offline):
    result = run("--engine", "espeak", "--locale", "zh-CN")
    assert result.exit_code == 0
    names = [row[1] for row in rows(result.stdout)]
    assert names[:3] == ["cmn", "cmn+f1", "cmn+f2"]
    assert "cmn+m7" in names and not any(name.startswith("yue") for name in names)
    assert "espeak-ng voices" in result.stderr


def test_voices_without_engine_lists_both(offline):
    result = run()
    engines = {row[0] for row in rows(result.stdout)}
    assert engines == {"edge", "espeak"}
    assert len(result.stderr.strip().splitlines()) == 2


def test_voices_edge_online_uses_the_service_list(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(select, "probe_edge", lambda: True)
    monkeypatch.setattr(edge, "online_voices", lambda: (
        EdgeVoiceInfo("zh-CN-XiaochenNeural", "female", "zh-CN", "Novel"),
        EdgeVoiceInfo("en-US-AvaNeural", "female", "en-US", "")))
    result = run("--engine", "edge")
    assert "online service" in result.stderr
    assert [row[1] for row in rows(result.stdout)] == ["zh-CN-XiaochenNeural"]
    assert [row[1] for row in rows(run("--engine", "edge", "--locale", "all").stdout)] == [
        "zh-CN-XiaochenNeural", "en-US-AvaNeural"]


def test_voices_edge_answers_probe_but_not_list_falls_back(monkeypatch: pytest.MonkeyPatch):
    def refuse():
        raise EngineUnavailable("cannot list edge voices: HTTP 503")

    monkeypatch.setattr(select, "probe_edge", lambda: True)
    monkeypatch.setattr(edge, "online_voices", refuse)
    result = run("--engine", "edge")
    assert result.exit_code == 0
    assert "bundled snapshot" in result.stderr
    assert len(rows(result.stdout)) == 14


def test_voices_rejects_an_unknown_engine():
    result = run("--engine", "polly")
    assert result.exit_code == 2
