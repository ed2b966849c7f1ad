#include "tools/terminal.hpp"

#include "tools/cli.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <utility>

namespace kifukit::cli {

namespace {
ColorMode g_color_mode = ColorMode::Auto;

long now_ms() {
  return static_cast<long>(std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::steady_clock::now().time_since_epoch())
                               .count());
}
}  // namespace

std::optional<ColorMode> color_mode_from_name(std::string_view name) {
  if (name == "auto") return ColorMode::Auto;
  if (name == "always") return ColorMode::Always;
  if (name == "never") return ColorMode::Never;
  return std::nullopt;
}

void set_color_mode(ColorMode mode) { g_color_mode = mode; }

bool use_color() {
  if (g_color_mode != ColorMode::Auto) return g_color_mode == ColorMode::Always;
  const char* no_color = std::getenv("NO_COLOR");
  return ::isatty(STDOUT_FILENO) && !(no_color && *no_color);
}

std::string color_severities(const std::string& text) {
  static const std::pair<std::string, std::string> kMarks[] = {
      {": error: ", ": \033[1;31merror\033[0m: "}, {": warning: ", ": \033[1;35mwarning\033[0m: "}};
  std::string out = text;
  for (const auto& [plain, colored] : kMarks)
    for (std::size_t at = 0; (at = out.find(plain, at)) != std::string::npos; at += colored.size())
      out.replace(at, plain.size(), colored);
  return out;
}

ProgressLine::ProgressLine(std::string what, std::string unit, long total)
    : what_(std::move(what)),
      unit_(std::move(unit)),
      total_(total),
      enabled_(total > 1 && ::isatty(STDERR_FILENO) && !std::getenv("KIFUKIT_NO_PROGRESS") &&
               !quiet()) {}

ProgressLine::~ProgressLine() { clear(); }

void ProgressLine::update(long done) {
  if (!enabled_) return;
  // A terminal redrawn thousands of times a second slows the job down: five times a second.
  const long now = now_ms();
  if (done < total_ && last_drawn_ms_ >= 0 && now - last_drawn_ms_ < 200) return;
  last_drawn_ms_ = now;
  constexpr long kWidth = 30;
  const long filled = total_ > 0 ? done * kWidth / total_ : kWidth;
  std::cerr << "\r\033[K" << what_ << ": [" << std::string(static_cast<std::size_t>(filled), '=')
            << std::string(static_cast<std::size_t>(kWidth - filled), ' ') << "] " << done << "/"
            << total_ << " " << unit_ << std::flush;
  shown_ = true;
}

void ProgressLine::clear() {
  if (!shown_) return;
  std::cerr << "\r\033[K" << std::flush;
  shown_ = false;
}

}  // namespace kifukit::cli
