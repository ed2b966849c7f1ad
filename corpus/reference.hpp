// The reference implementation of the protocol: kifukit's own engine answering one `run`
// request. `kifukit adapter` wraps it in the JSON Lines loop; the linter calls it in-process.
// It reads only the request (the parameters, never the profile's name), as any adapter must.
#pragma once

#include <nlohmann/json.hpp>

namespace kifukit::corpus {

// kifukit's answer to the start message.
// The answer to the harness's start message: the newest protocol both sides speak.
nlohmann::json reference_handshake(const nlohmann::json& start);

// The answer (result, skipped or errored) to a run request.
nlohmann::json reference_answer(const nlohmann::json& request);

}  // namespace kifukit::corpus
