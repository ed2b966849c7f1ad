// What the kifukit command does differently on a terminal (docs/cli.md, "Terminals"): colour
// (--color auto|always|never and NO_COLOR, https://no-color.org) and the progress line of long
// commands, which is drawn on standard error only when it is a terminal, never in a pipe or
// a file, so what a script reads is the same with and without it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kifukit::cli {

enum class ColorMode { Auto, Always, Never };

std::optional<ColorMode> color_mode_from_name(std::string_view name);  // auto always never
// Set once by main() from --color (default auto).
void set_color_mode(ColorMode mode);
// Whether standard output gets ANSI colours: always, never, or (auto) when it is a terminal
// and NO_COLOR is unset or empty (only a non-empty NO_COLOR turns colour off). --color
// always wins over NO_COLOR, as no-color.org asks of a command-line flag.
bool use_color();

// A text report with the severity of each diagnostic coloured as compilers do (`error` bold
// red, `warning` bold magenta): the ": error: " and ": warning: " of `where:line:col: error:`.
std::string color_severities(const std::string& text);

// One line on standard error, redrawn in place: "validate: 120/3000 files". Drawn when stderr
// is a terminal and KIFUKIT_NO_PROGRESS is unset, at most a few times a second (the end is
// always drawn), erased by clear() and on destruction, so the next line starts clean. A job
// of one item draws nothing.
class ProgressLine {
 public:
  ProgressLine(std::string what, std::string unit, long total);
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  void update(long done);
  // Erases the line (before printing something else on the terminal); update() redraws it.
  void clear();
  bool enabled() const { return enabled_; }

 private:
  std::string what_, unit_;
  long total_;
  bool enabled_;
  bool shown_ = false;
  long last_drawn_ms_ = -1;
};

}  // namespace kifukit::cli
