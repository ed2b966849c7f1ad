#include "render/replay_page.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "formats/xml_escape.hpp"
#include "render/frame_deltas.hpp"
#include "render/svg_text.hpp"

namespace kifukit::draw {
namespace {

std::string definition_list(const std::string& id,
                            const std::vector<std::pair<std::string, std::string>>& items) {
  std::string out = "<dl id=\"" + id + "\">\n";
  for (const auto& [key, value] : items)
    out += "<dt>" + xml_escape(key) + "</dt><dd>" + xml_escape(value) + "</dd>\n";
  return out + "</dl>\n";
}

// "yonin · 2024-06-01 · Kyoto": the header's values but the players (the board names them).
std::string header_line(const ReplayPage& page) {
  std::string out;
  for (const auto& [key, value] : page.header)
    if (key == "variant" || key == "date" || key == "site" || key == "file")
      out += (out.empty() ? "" : " · ") + value;
  return out;
}

std::string finding_item(const PageFinding& f) {
  std::string where = f.ply ? "ply " + num(f.ply) : std::string("record");
  const std::string severity(severity_name(f.severity)), code(code_name(f.code));
  return "<li class=\"finding " + severity + "\" data-ply=\"" + num(f.ply) + "\" data-frame=\"" +
         num(f.frame) + "\" data-code=\"" + code + "\"><span class=\"where\">" + xml_escape(where) +
         "</span> <b>" + severity + "</b> <code>" + code + "</code> " + xml_escape(f.message) +
         (f.location.empty() ? "" : " <span class=\"loc\">" + xml_escape(f.location) + "</span>") +
         "</li>\n";
}

std::string findings_list(const ReplayPage& page) {
  if (page.findings.empty())
    return "<ul id=\"findings\"><li class=\"none\">no findings</li></ul>\n";
  std::string out = "<ul id=\"findings\">\n";
  for (const PageFinding& f : page.findings) out += finding_item(f);
  return out + "</ul>\n";
}

// A ply's comment and bookmark as attributes; the script shows them beside the board.
std::string note_attributes(const std::string& comment, const std::string& bookmark) {
  return (comment.empty() ? "" : " data-comment=\"" + xml_escape(comment) + "\"") +
         (bookmark.empty() ? "" : " data-bookmark=\"" + xml_escape(bookmark) + "\"");
}

std::string move_row(const PageRow& r, int frame, bool has_finding, int line = 0) {
  std::string summary = "ply " + num(r.ply) + " " + r.seat_word + " " + r.move +
                        (r.illegal ? " (illegal, not played)" : "") +
                        (r.events.empty() ? "" : ": " + r.events);
  std::string classes = std::string(r.illegal ? "illegal" : "") +
                        (has_finding ? (r.illegal ? " has-finding" : "has-finding") : "");
  return "<tr data-ply=\"" + num(r.ply) + "\" data-frame=\"" + num(frame) + "\"" +
         (line > 0 ? " data-line=\"" + num(line) + "\"" : "") +
         (classes.empty() ? "" : " class=\"" + classes + "\"") +
         note_attributes(r.comment, r.bookmark) + " data-summary=\"" + xml_escape(summary) +
         "\"><td class=\"n\">" + num(r.ply) + "</td><td class=\"seat " + xml_escape(r.seat) +
         "\">" + xml_escape(r.arrow) + "</td><td class=\"mv\" title=\"" + xml_escape(r.move_alt) +
         "\">" + xml_escape(r.move) + "</td><td class=\"ev\">" + xml_escape(r.events) +
         "</td></tr>\n";
}

// The variations played instead of move `ply` of `line`, each a row holding its own table
// (open, under the row it replaces), its rows followed by the variations that branch off them.
std::string variation_rows(const ReplayPage& page, int line, int ply) {
  std::string out;
  for (std::size_t k = 0; k < page.variations.size(); ++k) {
    const PageVariation& var = page.variations[k];
    if (var.parent != line || var.from_ply != ply) continue;
    const int id = static_cast<int>(k) + 1;
    out += "<tr class=\"variation\" data-line=\"" + num(id) + "\" data-parent=\"" + num(line) +
           "\" data-from=\"" + num(ply) + "\"><td colspan=\"4\"><details open><summary>" +
           xml_escape(var.name) + "</summary><table class=\"line\">\n";
    for (std::size_t i = 0; i < var.rows.size(); ++i)
      out += move_row(var.rows[i], var.frames[i], false, id) +
             variation_rows(page, id, var.rows[i].ply);
    out += "</table></details></td></tr>\n";
  }
  return out;
}

// The main line's last ply: the boards after it are the variations'.
int main_last(const ReplayPage& page) {
  int last = static_cast<int>(page.frames.size()) - 1;
  for (const PageVariation& var : page.variations) last -= static_cast<int>(var.frames.size());
  return last;
}

std::string move_table(const ReplayPage& page) {
  const int last = main_last(page);
  std::string out = "<table id=\"moves\">\n<tr data-ply=\"0\" data-frame=\"0\"" +
                    note_attributes(page.start_comment, "") +
                    " data-summary=\"the start position\"><td class=\"n\">0</td><td></td><td "
                    "class=\"mv\">start</td><td></td></tr>\n";
  for (const PageRow& r : page.rows) {
    bool has_finding = false;
    for (const PageFinding& f : page.findings) has_finding |= f.ply == r.ply;
    out += move_row(r, r.ply <= last ? r.ply : last, has_finding);
    if (!r.illegal) out += variation_rows(page, 0, r.ply);
  }
  return out + "</table>\n";
}

std::string profiles_table(const ReplayPage& page) {
  if (page.profiles.empty()) return "";
  std::string out =
      "<h2>Profiles</h2>\n<div id=\"profiles-box\"><table "
      "id=\"profiles\">\n<tr><th>profile</th><th>verdict</th>"
      "<th>plies</th><th>end</th><th>ranking</th></tr>\n";
  for (const ProfileColumn& p : page.profiles)
    out += "<tr data-profile=\"" + xml_escape(p.profile) + "\"><td>" + xml_escape(p.profile) +
           "</td><td>" + xml_escape(p.verdict) + "</td><td>" + num(p.plies) + "</td><td>" +
           xml_escape(p.end) + "</td><td>" + xml_escape(p.ranking) + "</td></tr>\n";
  out += "</table></div>\n";
  if (!page.disagreement.empty())
    out += "<p id=\"disagreement\">" + xml_escape(page.disagreement) + "</p>\n";
  return out;
}

// The boards as line deltas (render/frame_deltas.hpp: a 238-ply game is some 200 KB instead of
// 3.2 MB of whole boards) inside <script type="application/json">: "</" is written "<\/" so no
// SVG closing tag can end the script element.
std::string frames_json(const std::vector<std::string>& frames) {
  std::string json = frame_deltas_json(frame_deltas(frames));
  std::string out;
  out.reserve(json.size() + json.size() / 16);
  for (std::size_t i = 0; i < json.size(); ++i) {
    if (json[i] == '<' && i + 1 < json.size() && json[i + 1] == '/')
      out += "<\\";
    else
      out += json[i];
  }
  return out;
}

// The board box as wide as the window's height allows for the picture's aspect ratio (the
// header and controls take some 9em above it), never less than 60% of the window's short side,
// never wider than the window: a 1400x900 window shows a four-player board 896 px wide.
std::string board_size_css(const ReplayPage& page) {
  if (page.board_width <= 0 || page.board_height <= 0) return "";
  return "#viewer { width: min(100%, max(60vmin, calc((100vh - 9em) * " + num(page.board_width) +
         " / " + num(page.board_height) + "))); }\n";
}

std::string controls(int shown, int last) {
  return "<div id=\"controls\"><button id=\"first\" title=\"first (Home)\">&#xAB;</button>"
         "<button id=\"prev\" title=\"previous (&#x2190;)\">&#x25C0;</button>"
         "<span id=\"ply-label\">ply " +
         num(shown) + " / " + num(last) +
         "</span>"
         "<button id=\"next\" title=\"next (&#x2192;)\">&#x25B6;</button>"
         "<button id=\"last\" title=\"last (End)\">&#xBB;</button>"
         "<button id=\"flip\" title=\"flip the board (F)\" aria-pressed=\"false\">&#x21C5;"
         "</button><button id=\"leave\" title=\"back to the line this variation leaves (Esc)\""
         " hidden>&#x2934; out</button></div>\n"
         "<input type=\"range\" id=\"slider\" min=\"0\" max=\"" +
         num(last) + "\" value=\"" + num(shown) + "\" step=\"1\" aria-label=\"ply\">\n";
}

}  // namespace

std::string replay_page_html(const ReplayPage& page) {
  const int last = main_last(page);
  const int shown = std::clamp(page.start_ply, 0, std::max(last, 0));
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      // Nothing may be fetched: the page is one file.
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
      "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
      "<meta name=\"generator\" content=\"" +
      xml_escape(page.generator) + "\">\n<title>" + xml_escape(page.title) + "</title>\n<style>\n" +
      kReplayPageCss + board_size_css(page) + "</style>\n</head>\n" + "<body data-ply=\"" +
      num(shown) + "\" data-last-ply=\"" + num(last) + "\">\n<header><h1>" +
      xml_escape(page.title) + "</h1>\n<details><summary>" + xml_escape(header_line(page)) +
      "</summary>\n" + definition_list("record", page.header) + "</details>\n" +
      "</header>\n<main>\n<section id=\"viewer\">\n" + controls(shown, last) +
      "<div id=\"board\"></div>\n<div id=\"here\"><p id=\"move-here\"></p>"
      "<p id=\"bookmark-here\"></p><p id=\"comment-here\"></p><ul id=\"variations-here\"></ul>"
      "<ul id=\"findings-here\"></ul></div>\n</section>\n<section id=\"side\">\n"
      "<h2>Verdict</h2>\n" +
      definition_list("verdict", page.verdict) + profiles_table(page) + "<h2>Findings</h2>\n" +
      findings_list(page) + "<h2>Moves</h2>\n<div id=\"move-list\">" + move_table(page) +
      "</div>\n</section>\n</main>\n<footer>" + xml_escape(page.generator) +
      " · keys: &#x2190; &#x2192; step, Home End, F flips the board, Esc leaves a variation,"
      " or drag the slider</footer>\n"
      "<script type=\"application/json\" id=\"frames\">" +
      frames_json(page.frames) + "</script>\n<script>\n" + kReplayPageJs +
      "</script>\n</body>\n</html>\n";
  return out;
}

}  // namespace kifukit::draw
