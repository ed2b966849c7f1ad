"""The judge run from a copy of its modules alone (docs/conformance.md, "Installed for peers"):
without its documents it stops with the places it looked in, never with a traceback; given them
through KIFUKIT_JUDGE_DATA it answers the handshake."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import datafiles  # noqa: E402

START = json.dumps({"type": "start", "protocol": 2, "protocols": [1, 2],
                    "corpus_version": "1.2.0"}) + "\n"


class CopyOfTheJudge(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="kifukit-judge-copy-")
        self.judge = os.path.join(self.dir, "somewhere", "judge")
        os.makedirs(self.judge)
        for name in os.listdir(HERE):
            if name.endswith(".py"):
                shutil.copy(os.path.join(HERE, name), self.judge)

    def tearDown(self):
        shutil.rmtree(self.dir)

    def adapter(self, env):
        env = dict({k: v for k, v in os.environ.items() if k != "KIFUKIT_JUDGE_DATA"}, **env)
        return subprocess.run([sys.executable, os.path.join(self.judge, "adapter.py")],
                              input=START, capture_output=True, text=True, env=env)

    def test_without_its_documents_it_says_where_it_looked(self):
        done = self.adapter({})
        self.assertEqual(done.returncode, 2)
        self.assertEqual(done.stdout, "")
        share = os.path.join(self.dir, "somewhere")
        self.assertEqual(done.stderr, "adapter: the judge needs rules.md and found it in none of: "
                         "%s, %s (set KIFUKIT_JUDGE_DATA to a folder holding it)\n"
                         % (os.path.join(share, "docs", "rules.md"),
                            os.path.join(self.dir, "docs", "rules.md")))

    def test_given_its_documents_it_answers(self):
        data = os.path.join(self.dir, "data")
        os.makedirs(data)
        for name in ("rules.md", "profile.schema.json", "chu.yaml"):
            shutil.copy(datafiles.find(name), data)
        done = self.adapter({"KIFUKIT_JUDGE_DATA": data})
        self.assertEqual(done.returncode, 0, done.stderr)
        reply = json.loads(done.stdout)
        self.assertEqual((reply["type"], reply["protocol"]), ("start", 2))
        self.assertIn("chu", reply["profiles"])

    def test_the_folder_given_comes_first(self):
        os.environ["KIFUKIT_JUDGE_DATA"] = "/nowhere"
        try:
            self.assertEqual(datafiles.candidates("chu.yaml")[0], "/nowhere/chu.yaml")
        finally:
            del os.environ["KIFUKIT_JUDGE_DATA"]


if __name__ == "__main__":
    unittest.main()
