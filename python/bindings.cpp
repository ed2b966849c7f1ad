// The Python module's native half, kifukit._kifukit: the public C++ API (include/kifukit/) as
// it is. The Python half (kifukit/__init__.py) gives it the interface of docs/library.md.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <kifukit/kifukit.hpp>

namespace py = pybind11;
namespace kk = kifukit::lib;

namespace {

// kifukit.Error (kifukit/_error.py) from the C++ exception, with its code and place.
void translate_error(std::exception_ptr p) {
  try {
    if (p) std::rethrow_exception(p);
  } catch (const kk::Error& e) {
    py::object cls = py::module_::import("kifukit._error").attr("Error");
    py::object error = cls(e.code(), e.file(), e.line(), e.column(), e.message());
    PyErr_SetObject(cls.ptr(), error.ptr());
  }
}

kk::Settings settings_of(const std::string& profile, const std::string& profile_file,
                         const std::vector<std::string>& options) {
  return kk::Settings{profile, profile_file, options};
}

void bind_results(py::module_& m) {
  py::class_<kk::Finding>(m, "Finding")
      .def_readonly("code", &kk::Finding::code)
      .def_readonly("severity", &kk::Finding::severity)
      .def_readonly("ply", &kk::Finding::ply)
      .def_readonly("seat", &kk::Finding::seat)
      .def_readonly("line", &kk::Finding::line)
      .def_readonly("column", &kk::Finding::column)
      .def_readonly("message", &kk::Finding::message)
      .def_readonly("text", &kk::Finding::text);
  py::class_<kk::Report>(m, "Report")
      .def_readonly("file", &kk::Report::file)
      .def_readonly("outcome", &kk::Report::outcome)
      .def_readonly("exit_code", &kk::Report::exit_code)
      .def_readonly("findings", &kk::Report::findings)
      .def_readonly("json", &kk::Report::json);
  py::class_<kk::Event>(m, "Event")
      .def_readonly("type", &kk::Event::type)
      .def_readonly("seat", &kk::Event::seat)
      .def_readonly("credited", &kk::Event::credited)
      .def_readonly("code", &kk::Event::code);
  py::class_<kk::Step>(m, "Step")
      .def_readonly("ply", &kk::Step::ply)
      .def_readonly("seat", &kk::Step::seat)
      .def_readonly("move", &kk::Step::move)
      .def_readonly("line", &kk::Step::line)
      .def_readonly("column", &kk::Step::column)
      .def_readonly("events", &kk::Step::events)
      .def_readonly("position", &kk::Step::position);
  py::class_<kk::Replay>(m, "Replay")
      .def_readonly("profile", &kk::Replay::profile)
      .def_readonly("start_position", &kk::Replay::start_position)
      .def_readonly("steps", &kk::Replay::steps)
      .def_readonly("report", &kk::Replay::report);
  py::class_<kk::ProfileInfo>(m, "ProfileInfo")
      .def_readonly("name", &kk::ProfileInfo::name)
      .def_readonly("variant", &kk::ProfileInfo::variant)
      .def_readonly("yaml", &kk::ProfileInfo::yaml);
  py::class_<kk::VariantInfo>(m, "VariantInfo")
      .def_readonly("name", &kk::VariantInfo::name)
      .def_readonly("seats", &kk::VariantInfo::seats)
      .def_readonly("start", &kk::VariantInfo::start);
}

void bind_record(py::module_& m) {
  py::class_<kk::Record>(m, "Record")
      .def_static("read_file", &kk::Record::read_file, py::arg("path"), py::arg("format") = "",
                  py::call_guard<py::gil_scoped_release>())
      .def_static(
          "read_bytes",
          [](py::bytes bytes, const std::string& format, const std::string& name) {
            std::string_view view(bytes);
            py::gil_scoped_release release;
            return kk::Record::read_bytes(view, format, name);
          },
          py::arg("data"), py::arg("format") = "", py::arg("name") = "<bytes>")
      .def(
          "write",
          [](const kk::Record& r, const std::string& format, const std::string& encoding) {
            return py::bytes(r.write(format, encoding));
          },
          py::arg("format"), py::arg("encoding") = "")
      .def_property_readonly("name", &kk::Record::name)
      .def_property_readonly("format", &kk::Record::format)
      .def_property_readonly("source", [](const kk::Record& r) { return py::bytes(r.source()); })
      .def_property_readonly("variant", &kk::Record::variant)
      .def_property_readonly("profile", &kk::Record::profile)
      .def_property_readonly("entries", &kk::Record::entries)
      .def_property_readonly("warnings", &kk::Record::warnings);
}

void bind_functions(py::module_& m) {
  m.def("version", &kk::version);
  m.def("formats", &kk::formats);
  m.def(
      "validate",
      [](const kk::Record& r, const std::string& p, const std::string& f,
         const std::vector<std::string>& o) { return kk::validate(r, settings_of(p, f, o)); },
      py::call_guard<py::gil_scoped_release>());
  m.def(
      "validate_file",
      [](const std::string& path, const std::string& p, const std::string& f,
         const std::vector<std::string>& o) {
        return kk::validate_file(path, settings_of(p, f, o));
      },
      py::call_guard<py::gil_scoped_release>());
  m.def(
      "replay",
      [](const kk::Record& r, const std::string& p, const std::string& f,
         const std::vector<std::string>& o) { return kk::replay(r, settings_of(p, f, o)); },
      py::call_guard<py::gil_scoped_release>());
  m.def("diff", &kk::diff, py::call_guard<py::gil_scoped_release>());
  m.def("profiles", &kk::profiles);
  m.def("variants", &kk::variants);
  m.def("perft", &kk::perft, py::arg("variant"), py::arg("depth"), py::arg("position") = "",
        py::arg("profile") = "", py::call_guard<py::gil_scoped_release>());
}

}  // namespace

PYBIND11_MODULE(_kifukit, m) {
  m.doc() = "kifukit's native half; use the package kifukit (docs/library.md)";
  py::register_exception_translator(&translate_error);
  bind_results(m);
  bind_record(m);
  bind_functions(m);
}
