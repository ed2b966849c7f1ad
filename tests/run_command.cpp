#include "tests/run_command.hpp"

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace kifukit::testing {
namespace {

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) {
    if (c == '\'')
      q.append("'\\''");
    else
      q.push_back(c);
  }
  q.push_back('\'');
  return q;
}

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

CommandResult run_command(const std::vector<std::string>& argv, const std::string& input) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("kifukit-cli-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  { std::ofstream(dir / "in", std::ios::binary) << input; }
  std::string cmd;
  // Built with append(): GCC 12 gives a false -Wrestrict on chained operator+ here.
  for (const auto& a : argv) cmd.append(shell_quote(a)).append(" ");
  cmd.append("<").append(shell_quote((dir / "in").string()));
  cmd.append(" >").append(shell_quote((dir / "out").string()));
  cmd.append(" 2>").append(shell_quote((dir / "err").string()));
  int status = std::system(cmd.c_str());
  CommandResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(dir / "out");
  r.err = slurp(dir / "err");
  fs::remove_all(dir);
  return r;
}

CommandResult run_kifukit(const std::vector<std::string>& args, const std::string& input) {
  std::vector<std::string> argv{KIFUKIT_BIN};
  argv.insert(argv.end(), args.begin(), args.end());
  return run_command(argv, input);
}

std::string last_line(const std::string& text) {
  std::size_t end = text.find_last_not_of('\n');
  if (end == std::string::npos) return "";
  std::size_t start = text.rfind('\n', end);
  return text.substr(start == std::string::npos ? 0 : start + 1,
                     end - (start == std::string::npos ? 0 : start + 1) + 1);
}

}  // namespace kifukit::testing
