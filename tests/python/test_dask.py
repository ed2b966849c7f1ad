"""kifukit.dask on a LocalCluster of 2 worker processes: 2,000 generated records in every
format kifukit reads, plus the reasons files, judged record by record as the command judges
them (docs/scale.md)."""
import glob
import json
import os
import subprocess

import pytest

from conftest import KIFUKIT, cli_json, source_path

distributed = pytest.importorskip("distributed")


def run(*args):
    r = subprocess.run([KIFUKIT, *args], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    root = tmp_path_factory.mktemp("archive")
    # Four-player games in kifukit's four syntaxes, 200 each.
    for seed, fmt in ((1, "yaml"), (1001, "xml"), (2001, "json"), (3001, "text")):
        run("generate", "--seed", str(seed), "--count", "200", "--max-plies", "120",
            "--to", fmt, "-o", str(root / ("yonin-" + fmt)))
    # Standard games, 150, and the same games in other programs' formats.
    std = root / "standard-yaml"
    run("generate", "--profile", "standard", "--seed", "5001", "--count", "150",
        "--max-plies", "120", "-o", str(std))
    for fmt in ("kif", "ki2", "csa", "jkf", "usi", "json", "text"):
        run("convert", str(std), "--to", fmt, "-o", str(root / ("standard-" + fmt)))
    files = [f for f in glob.glob(str(root / "*" / "*")) if os.path.isfile(f)]
    assert len(files) == 2000
    return root


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    with distributed.Client(cluster) as c:
        yield c
    cluster.close()


def test_validate_archive_matches_the_cli(kifukit_module, archive, client):
    import kifukit.dask
    reasons = source_path("tests", "data", "reasons")
    rows = kifukit.dask.validate([str(archive / "*"), reasons], partition_size=100)
    got = {r["file"]: r for r in client.compute(rows).result()}
    assert len(got) == 2000 + 58
    cli = cli_json([str(archive), reasons])
    assert set(got) == set(cli)
    for name, row in got.items():
        want = cli[name]
        assert (row["outcome"], row["codes"], row["plies"]) == (
            want["outcome"], [f["code"] for f in want["findings"]], want["plies"]), name
        assert row["result"] == (None if want["result"] is None else json.dumps(want["result"]))
    summary = kifukit.dask.summary(rows, client)
    assert summary["files"] == 2058
    assert sum(1 for r in cli.values() if r["outcome"] == "legal") == summary.get("legal", 0)
    # The same, each folder one shard listed on a worker.
    sharded = kifukit.dask.validate(sorted(glob.glob(str(archive / "*"))), shards=True)
    assert sorted(client.compute(sharded.pluck("outcome")).result()) == sorted(
        r["outcome"] for n, r in cli.items() if not n.startswith(reasons))
    df = kifukit.dask.to_dataframe(rows)
    assert int(client.compute(df.plies.count()).result()) == sum(
        1 for r in cli.values() if r["plies"] is not None)


def test_bag_of_bytes_and_convert(kifukit_module, archive, client, tmp_path):
    import dask.bag as db
    import kifukit.dask
    kifs = sorted(glob.glob(str(archive / "standard-kif" / "*")))[:20]
    pairs = [(p, open(p, "rb").read()) for p in kifs]
    rows = client.compute(kifukit.dask.validate(db.from_sequence(pairs, npartitions=2))).result()
    cli = cli_json(kifs)
    assert [(r["file"], r["outcome"]) for r in rows] == [(p, cli[p]["outcome"]) for p in kifs]
    out = tmp_path / "csa"
    out.mkdir()
    converted = client.compute(kifukit.dask.convert(kifs, "csa", str(out))).result()
    assert all(r["ok"] for r in converted)
    assert len(os.listdir(out)) == 20
    again = cli_json([r["output"] for r in converted])
    assert all(again[r["output"]]["outcome"] == cli[r["file"]]["outcome"] for r in converted)
