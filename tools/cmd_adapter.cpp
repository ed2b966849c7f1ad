// kifukit adapter: the built-in implementation of the corpus adapter protocol (JSON Lines on
// stdin and stdout, docs/conformance.md). `kifukit corpus run` spawns it by default, so the
// protocol itself is exercised on every run.
#include <iostream>

#include <nlohmann/json.hpp>

#include "corpus/protocol.hpp"
#include "corpus/reference.hpp"
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
  while (std::getline(std::cin, line)) {
    if (line.empty() || line == "\r") continue;
    json message = json::parse(line, nullptr, false);
    json answer;
    const std::string type =
        message.is_object() && message.contains("type") && message["type"].is_string()
            ? message["type"].get<std::string>()
            : "";
    if (type == "stop") break;
    if (type == "start") {
      answer = corpus::reference_handshake(message);
    } else if (type == "run") {
      try {
        answer = corpus::reference_answer(message);
      } catch (const std::exception& e) {
        answer = corpus::errored_answer(message, std::string("internal error: ") + e.what());
      }
    } else {
      answer = {{"type", "errored"},
                {"id", nullptr},
                {"profile", nullptr},
                {"message", "not a start, run or stop message"}};
    }
    std::cout << answer.dump(-1, ' ', false, json::error_handler_t::replace) << "\n" << std::flush;
    if (output_failed()) break;  // the harness is gone; main() reports it
  }
  return kOk;
}

}  // namespace kifukit::cli
