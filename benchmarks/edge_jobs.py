"""Throughput of the edge engine against the fake service at 300 ms per request, for
--jobs 1, 4 and 8: clips/s should grow with jobs while the service keeps up.

    python benchmarks/edge_jobs.py [--clips 48] [--latency 0.3] [--jobs 1 4 8]
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from fake_edge import FakeEdgeService, fake_audio  # noqa: E402

from pipeline.engines.edge import EdgeEngine  # noqa: E402
from pipeline.model import Voice  # noqa: E402

VOICE = Voice("edge", "zh-CN-YunxiNeural")
SEED = ROOT / "seeds" / "000_32476c0f85278ec0.txt"


def sentences(count: int) -> list[str]:
    """``count`` distinct sentences of the seed chapter (repeated with a number if short)."""
    text = SEED.read_text("utf-8")
    found = [s.strip() + "。" for s in text.replace("\n", "。").split("。") if len(s.strip()) > 4]
    return [found[n % len(found)] if n < len(found) else f"{found[n % len(found)]}{n}"
            for n in range(count)]


def run(jobs: int, texts: list[str], latency: float) -> tuple[float, int]:
    service = FakeEdgeService(latency=latency)
    engine = EdgeEngine(jobs=jobs, communicate_factory=service.Communicate)
    began = time.perf_counter()
    with ThreadPoolExecutor(engine.max_jobs) as pool:
        speeches = list(pool.map(lambda text: engine.synthesize(text, VOICE), texts))
    elapsed = time.perf_counter() - began
    assert all(speech.duration > 0 for speech in speeches)
    return elapsed, service.max_concurrent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clips", type=int, default=48)
    parser.add_argument("--latency", type=float, default=0.3)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 4, 8])
    args = parser.parse_args()
    texts = sentences(args.clips)
    for text in texts:  # make the fake's MP3s first: measure the engine, not espeak
        fake_audio(text, VOICE.name)
    print(f"{args.clips} clips, fake service latency {args.latency * 1000:.0f} ms/request")
    base = None
    for jobs in args.jobs:
        elapsed, peak = run(jobs, texts, args.latency)
        rate = args.clips / elapsed
        base = base or rate
        print(f"jobs {jobs:2d}: {elapsed:6.2f} s  {rate:5.2f} clips/s  "
              f"x{rate / base:4.1f}  (peak concurrent requests {peak})")


if __name__ == "__main__":
    main()
