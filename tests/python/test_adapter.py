"""kifukit.adapter: an adapter written with it in a few lines passes the conformance corpus
through `kifukit corpus run --adapter` (a subset of the cases, to keep the suite short)."""
import json
import os
import re
import subprocess
import sys

from conftest import KIFUKIT, source_path

ADAPTER = """
import kifukit, kifukit.adapter as adapter
adapter.serve(adapter.kifukit_judge, implementation="kifukit-python",
              version=kifukit.__version__)
"""


# The corpus's folders whose cases mostly expect no observables (kifukit_judge skips those).
FOLDERS = ["elimination-credit", "limits-jishogi", "repetition-perpetual", "resignation-events",
           "three-on-one", "doubles", "dead-material", "setup"]


def test_adapter_helper_passes_the_corpus(tmp_path):
    script = tmp_path / "adapter.py"
    script.write_text(ADAPTER)
    runs = [arg for folder in FOLDERS for arg in ("--run", folder + "/*")]
    r = subprocess.run([KIFUKIT, "corpus", "run", "--corpus", source_path("corpus"),
                        "--adapter", f"{sys.executable} {script}", *runs],
                       capture_output=True, text=True, env=os.environ)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    # 110 cases (corpus 1.1.0 added limits-jishogi/declaration-points-per-seat); the skipped
    # pairs are those expecting observables (legal moves, perft) and
    # the profiles a case excludes.
    counts = dict(re.findall(r"^([a-z-]+): (\d+ passed, 0 failed, \d+ skipped)$", r.stdout,
                             re.M))
    for profile in ("federation", "king-capture", "page-standard", "qdan", "sdin"):
        passed, skipped = map(int, re.findall(r"\d+", counts[profile])[::2])
        assert passed >= 107 and passed + skipped == 110


def test_serve_answers_skip_and_errors(kifukit_module):
    import io
    import kifukit.adapter as adapter

    def judge(request):
        if request["id"] == "skip":
            raise adapter.Skip("no chu here")
        if request["id"] == "boom":
            raise ValueError("broken")
        return adapter.illegal_move("ILLEGAL_NIFU", 1)

    lines = [{"type": "start", "protocol": 2}, {"type": "run", "id": "a", "profile": "qdan"},
             {"type": "run", "id": "skip", "profile": "qdan"},
             {"type": "run", "id": "boom", "profile": "qdan"}, {"type": "stop"}]
    out = io.StringIO()
    adapter.serve(judge, "t", "1", ["qdan"],
                  stdin=io.StringIO("".join(json.dumps(x) + "\n" for x in lines)), stdout=out)
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert answers == [
        {"type": "start", "protocol": 2, "implementation": "t", "version": "1",
         "profiles": ["qdan"]},
        {"id": "a", "profile": "qdan", "type": "result", "outcome": "illegal-move",
         "code": "ILLEGAL_NIFU", "ply": 1},
        {"id": "skip", "profile": "qdan", "type": "skipped", "reason": "no chu here"},
        {"id": "boom", "profile": "qdan", "type": "errored", "message": "ValueError: broken"}]
