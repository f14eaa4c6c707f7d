// libFuzzer target for the GraphNet sample readers. One input is fed, as the whole file, to
// each of the three text readers (model.py, weight_meta.py / input_meta.py and
// input_tensor_constraints.py). The readers promise to report every problem with the input as a
// passnet::Error (ParseError for syntax), so those are caught and anything else is a finding: an
// escaping std:: exception (libFuzzer reports it as a deadly signal via std::terminate), a crash,
// a sanitizer report, a hang or a leak.
//
// When model.py parses, the target also checks the invariants that hold for every parsed graph:
//  - Graph::verify() accepts it;
//  - canonical_hashes() runs and yields two 32-digit hex strings;
//  - emit_model_py() output reads back (read_model) to the identical graph and class name,
//    and the re-read graph hashes the same;
// and when the tensor-meta reader accepts the input, emit_tensor_meta() output reads back to the
// same metadata. A violated invariant prints what failed and calls __builtin_trap().
//
// Build and run: see fuzz/README.md.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "passnet/analysis/canonical_hash.h"
#include "passnet/frontend/meta_reader.h"
#include "passnet/frontend/model_reader.h"
#include "passnet/frontend/sample_writer.h"
#include "passnet/ir/graph.h"
#include "passnet/ir/tensor_meta.h"
#include "passnet/util/error.h"

namespace {

// Inputs past this size only slow the fuzzer down: every construct fits in a few hundred bytes.
constexpr std::size_t kMaxInputBytes = 64 * 1024;

[[noreturn]] void finding(const char* what, const std::string& detail = {},
                          const std::string& text = {}) {
  std::fprintf(stderr, "\n==passnet-fuzz== INVARIANT VIOLATED: %s\n", what);
  if (!detail.empty()) std::fprintf(stderr, "==passnet-fuzz== %s\n", detail.c_str());
  if (!text.empty())
    std::fprintf(stderr, "==passnet-fuzz== text involved:\n%s\n==passnet-fuzz== (end)\n",
                 text.c_str());
  __builtin_trap();
}

bool is_hex_digest(const std::string& s) {
  if (s.size() != 32) return false;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

// Placeholders whose name starts with a vowel get no metadata, the others share one entry, so
// both the "has metadata" and the "no metadata" paths of the hasher run.
const passnet::ir::TensorMeta* fake_meta(std::string_view name) {
  static const passnet::ir::TensorMeta kMeta = [] {
    passnet::ir::TensorMeta meta;
    meta.name = "x";
    meta.shape = {2, 3};
    meta.dtype = "torch.float32";
    meta.device = "cpu";
    return meta;
  }();
  if (!name.empty() && std::string_view("aeiouAEIOU").find(name[0]) != std::string_view::npos)
    return nullptr;
  return &kMeta;
}

void check_model(std::string_view source) {
  passnet::frontend::ModelCode code;
  try {
    code = passnet::frontend::read_model("model.py", source);
  } catch (const passnet::Error&) {
    return;  // rejected input: the expected outcome for most fuzz inputs
  }

  try {
    code.graph.verify();
  } catch (const passnet::Error& error) {
    finding("read_model returned a graph that fails Graph::verify()", error.what());
  }

  passnet::analysis::CanonicalHashes hashes;
  try {
    hashes = passnet::analysis::canonical_hashes(code.graph, fake_meta);
  } catch (const passnet::Error& error) {
    finding("canonical_hashes threw on a parsed graph", error.what());
  }
  if (!is_hex_digest(hashes.graph) || !is_hex_digest(hashes.pattern))
    finding("canonical_hashes returned a malformed digest", hashes.graph + " / " + hashes.pattern);

  std::string emitted;
  try {
    emitted = passnet::frontend::emit_model_py(code.graph, code.class_name);
  } catch (const passnet::Error& error) {
    finding("emit_model_py threw on a parsed graph", error.what());
  }

  passnet::frontend::ModelCode reread;
  try {
    reread = passnet::frontend::read_model("emitted/model.py", emitted);
  } catch (const passnet::Error& error) {
    finding("emit_model_py output does not parse", error.what(), emitted);
  }
  if (reread.class_name != code.class_name)
    finding("round trip changed the class name", code.class_name + " -> " + reread.class_name,
            emitted);
  if (!(reread.graph == code.graph)) {
    std::string detail;
    if (reread.graph.size() != code.graph.size()) {
      detail = "node count " + std::to_string(code.graph.size()) + " -> " +
               std::to_string(reread.graph.size());
    } else {
      for (std::size_t i = 0; i < code.graph.size(); ++i)
        if (!(code.graph.nodes()[i] == reread.graph.nodes()[i])) {
          detail = "first differing node #" + std::to_string(i) + " '" +
                   code.graph.nodes()[i].name + "' (re-read as '" + reread.graph.nodes()[i].name +
                   "', target '" + code.graph.nodes()[i].target + "' -> '" +
                   reread.graph.nodes()[i].target + "')";
          break;
        }
    }
    finding("emit_model_py + read_model does not give back the same graph", detail, emitted);
  }
  passnet::analysis::CanonicalHashes rehashed =
      passnet::analysis::canonical_hashes(reread.graph, fake_meta);
  if (rehashed.graph != hashes.graph || rehashed.pattern != hashes.pattern)
    finding("equal graphs hash differently", hashes.graph + " vs " + rehashed.graph);
}

void check_tensor_meta(std::string_view source) {
  std::vector<passnet::ir::TensorMeta> metas;
  try {
    metas = passnet::frontend::read_tensor_meta("weight_meta.py", source);
  } catch (const passnet::Error&) {
    return;
  }
  std::string emitted = passnet::frontend::emit_tensor_meta(metas);
  std::vector<passnet::ir::TensorMeta> reread;
  try {
    reread = passnet::frontend::read_tensor_meta("emitted/weight_meta.py", emitted);
  } catch (const passnet::Error& error) {
    finding("emit_tensor_meta output does not parse", error.what(), emitted);
  }
  if (!(reread == metas)) {
    std::string detail =
        "entry count " + std::to_string(metas.size()) + " -> " + std::to_string(reread.size());
    finding("emit_tensor_meta + read_tensor_meta does not give back the same metadata", detail,
            emitted);
  }
}

void check_constraints(std::string_view source) {
  try {
    (void)passnet::frontend::read_input_constraints("input_tensor_constraints.py", source);
  } catch (const passnet::Error&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > kMaxInputBytes) return -1;  // -1: do not add to the corpus
  // libFuzzer hands over a heap block of exactly `size` bytes, so ASan flags any read past the
  // end (a std::string copy would hide those behind its terminator and spare capacity).
  std::string_view source(reinterpret_cast<const char*>(data), size);
  check_model(source);
  check_tensor_meta(source);
  check_constraints(source);
  return 0;
}
