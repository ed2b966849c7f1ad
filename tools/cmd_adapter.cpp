// kifukit adapter: the built-in implementation of the corpus adapter protocol (JSON Lines on
// stdin and stdout, docs/conformance.md). `kifukit corpus run` spawns it by default, so the
// protocol itself is exercised on every run.
#include <iostream>

#include <nlohmann/json.hpp>

#include "corpus/adapter_reply.hpp"
#include "formats/json_append.hpp"
#include "tools/cli.hpp"
#include "tools/output.hpp"

namespace kifukit::cli {

namespace po = boost::program_options;
using json = nlohmann::json;

int run_adapter(const std::vector<std::string>& args) {
  po::options_description desc("adapter options (none: it speaks the protocol on stdin/stdout)");
  po::variables_map vm;
  int exit = kOk;
  if (!parse_args(args, "kifukit adapter   (JSON Lines adapter protocol 1 or 2 on stdin/stdout)",
                  "echo '{\"type\":\"start\",\"protocol\":2,\"corpus_version\":\"1.0.0\"}' | "
                  "kifukit adapter",
                  desc, nullptr, vm, exit))
    return exit;
  std::ios::sync_with_stdio(false);
  std::string line;
  while (true) {
    const corpus::LineRead read =
        corpus::read_line_bounded(std::cin, line, corpus::kMaxRequestBytes);
    if (read == corpus::LineRead::End) break;
    corpus::Reply reply = read == corpus::LineRead::TooLong
                              ? corpus::Reply{false, corpus::too_long_reply()}
                              : corpus::reference_reply(line);
    if (reply.stop) break;
    if (!reply.answer) continue;
    std::cout << compact_json(*reply.answer) << "\n" << std::flush;
    if (output_failed()) break;  // the harness is gone; main() reports it
  }
  return kOk;
}

}  // namespace kifukit::cli
