"""Validate or convert a sharded archive on a dask.distributed cluster (docs/scale.md).

kifukit has no scheduler of its own here: each function returns a Dask bag (or DataFrame) that
the user's client computes wherever its workers are.

    from dask.distributed import Client
    import kifukit.dask
    client = Client("scheduler:8786")
    rows = kifukit.dask.validate(["s3://archive/2024/*.csa", "local/shard-*/"])
    print(kifukit.dask.summary(rows))          # {"files": ..., "legal": ..., ...}
    df = kifukit.dask.to_dataframe(rows)       # file, outcome, codes, plies, result, ...

Inputs: paths, globs or fsspec URLs (any protocol the workers' fsspec reads; a directory
stands for the record files under it), or a Dask bag of bytes or of (name, bytes) pairs.
"""
import json
import os

import dask.bag as db

import kifukit

# The extensions `kifukit validate DIR` walks into (docs/cli.md).
RECORD_EXTENSIONS = (".yaml", ".yml", ".xml", ".json", ".txt", ".kif4", ".kif", ".kifu", ".ki2",
                     ".ki2u", ".csa", ".jkf", ".usi", ".sfen")
COLUMNS = ["file", "outcome", "codes", "plies", "result", "variant", "profile", "exit_code"]


def _expand(inputs):
    """Every record file the paths, globs and URLs name, in order."""
    import fsspec
    from fsspec.core import url_to_fs
    out = []
    for item in [inputs] if isinstance(inputs, (str, os.PathLike)) else inputs:
        fs, path = url_to_fs(os.fspath(item))
        matched = fs.glob(path) if any(c in path for c in "*?[") else [path]
        for p in sorted(matched):
            if fs.isdir(p):
                files = [f for f in sorted(fs.find(p)) if f.lower().endswith(RECORD_EXTENSIONS)]
            else:
                files = [p]
            local = isinstance(fs, fsspec.implementations.local.LocalFileSystem)
            out += [f if local else fs.unstrip_protocol(f) for f in files]
    return out


def _row(report):
    return {"file": report.file, "outcome": report.outcome, "codes": report.codes,
            "plies": report.plies, "variant": report.variant, "profile": report.profile,
            "result": None if report.result is None else json.dumps(report.result),
            "exit_code": report.exit_code}


def _unreadable(name, error):
    return {"file": name, "outcome": "malformed", "codes": [error.code], "plies": None,
            "result": None, "variant": None, "profile": None, "exit_code": 2}


def _validate_one(item, settings):
    if isinstance(item, str) and "://" not in item:  # a local file: exactly the command's path
        return _row(kifukit.validate(item, **settings))
    if isinstance(item, str):
        import fsspec
        with fsspec.open(item, "rb") as f:
            name, data = item, f.read()
    elif isinstance(item, (bytes, bytearray)):
        name, data = "<bytes>", bytes(item)
    else:
        name, data = item
    try:
        record = kifukit.read(data, name=name)
    except kifukit.Error as e:
        return _unreadable(name, e)
    return _row(kifukit.validate(record, **settings))


def _as_bag(inputs, partition_size, shards=False):
    if isinstance(inputs, db.Bag):
        return inputs
    if shards:  # each input one partition, listed on a worker: the client never holds them all
        items = [inputs] if isinstance(inputs, (str, os.PathLike)) else list(inputs)
        return db.from_sequence([os.fspath(i) for i in items], npartitions=len(items)).map(
            _expand).flatten()
    files = _expand(inputs)
    return db.from_sequence(files, partition_size=partition_size)


def validate(inputs, profile=None, profile_file=None, options=None, partition_size=200,
             shards=False):
    """A bag of one row per record: file, outcome, codes, plies, result (the JSON report's
    result as JSON text, or None), variant, profile, exit_code. Judged as ``kifukit
    validate`` judges each file. The client lists the files and cuts them into partitions of
    ``partition_size``; with ``shards=True`` each input (a directory, glob or URL) is one
    partition listed by a worker, for archives whose file list is too large for the client."""
    settings = {"profile": profile, "profile_file": profile_file, "options": options}
    if profile or profile_file or options:  # a bad profile fails here, not on every worker
        kifukit._kifukit.validate_file("", *kifukit._settings(profile, profile_file, options))
    return _as_bag(inputs, partition_size, shards).map(_validate_one, settings)


def _convert_one(item, fmt, out_dir, encoding):
    name = item if isinstance(item, str) else item[0]
    base = os.path.basename(name.rstrip("/")).split(".")[0] or "record"
    try:
        if isinstance(item, str):
            record = kifukit.read(item) if "://" not in item else _read_url(item)
        else:
            record = kifukit.read(item[1], name=name)
        data = record.write(format=fmt, encoding=encoding)
    except kifukit.Error as e:
        return {"file": name, "output": None, "ok": False, "error": str(e)}
    import fsspec
    target = out_dir.rstrip("/") + "/" + base + "." + fmt
    with fsspec.open(target, "wb") as f:
        f.write(data)
    return {"file": name, "output": target, "ok": True, "error": None}


def _read_url(url):
    import fsspec
    with fsspec.open(url, "rb") as f:
        return kifukit.read(f.read(), name=url)


def convert(inputs, format, out_dir, encoding=None, partition_size=200, shards=False):
    """A bag of one row per record (file, output, ok, error): each record written in
    ``format`` into ``out_dir`` (a path or fsspec URL) under its base name."""
    return _as_bag(inputs, partition_size, shards).map(_convert_one, format, out_dir, encoding)


def to_dataframe(rows):
    """The rows of ``validate`` as a Dask DataFrame (needs pandas)."""
    import pandas as pd
    meta = pd.DataFrame({"file": pd.Series(dtype=object), "outcome": pd.Series(dtype=object),
                         "codes": pd.Series(dtype=object), "plies": pd.Series(dtype="float64"),
                         "result": pd.Series(dtype=object), "variant": pd.Series(dtype=object),
                         "profile": pd.Series(dtype=object),
                         "exit_code": pd.Series(dtype="int64")})
    return rows.to_dataframe(meta=meta)


def summary(rows, client=None):
    """Counts over the rows: files, each outcome, errors by code, plies; computed now (on
    ``client`` when given, else on Dask's current scheduler)."""
    def count(rows_of_partition):
        acc = {"files": 0, "plies": 0, "codes": {}}
        for row in rows_of_partition:
            acc["files"] += 1
            acc[row["outcome"]] = acc.get(row["outcome"], 0) + 1
            acc["plies"] += row["plies"] or 0
            for code in row["codes"]:
                acc["codes"][code] = acc["codes"].get(code, 0) + 1
        return acc

    def merge(parts):
        out = {"files": 0, "plies": 0, "codes": {}}
        for part in parts:
            for k, v in part.items():
                if k == "codes":
                    for code, n in v.items():
                        out["codes"][code] = out["codes"].get(code, 0) + n
                else:
                    out[k] = out.get(k, 0) + v
        return out

    total = rows.reduction(count, merge)
    return client.compute(total).result() if client is not None else total.compute()
