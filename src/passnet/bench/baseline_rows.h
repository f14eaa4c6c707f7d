// Device-timed baselines of a suite's subgraphs as JSON lines, one row per subgraph, the file
// bench/passbench/device_baselines.py gathers across device sessions
// (bench/passbench/results/v2-device.jsonl) and `bench curate --suite DIR --baselines FILE`
// curates from:
//
//   {"subgraph": "subgraphs/<hash>", "status": "ok", "eager_us": 5.2, "inductor_us": 2.1,
//    "speedup": 2.47, "calls_per_graph": 128, "sessions": 3, "l2": "warm", "method": "held",
//    "output_bytes": 50176, "device_name": "NVIDIA H100 80GB HBM3", "error": null}
//
// Times are per call in microseconds; "subgraph" is the sample folder relative to the suite; a
// row whose status is not "ok" is a failure. Only "subgraph" and "status" are required, and an ok
// row needs both times; the other fields may be missing or null (rows written before they
// existed lack output_bytes, method and device_name). A malformed row is reported as FILE:LINE
// and skipped: one bad row never ends the read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace passnet::bench {

struct BaselineRow {
  std::string subgraph;  // relative to the suite, "subgraphs/<hash>"
  std::string status;    // "ok", or what failed
  std::optional<double> eager_us;
  std::optional<double> inductor_us;
  std::optional<double> speedup;  // eager over inductor; on an ok row, eager_us / inductor_us
                                  // where the row gives none
  std::optional<std::int64_t> output_bytes;  // eager's outputs; unknown: no roofline
  std::optional<std::int64_t> calls_per_graph;
  std::optional<std::int64_t> sessions;
  std::string l2;           // "" where the row says nothing
  std::string method;       // "held", "device", ...; "" where the row says nothing
  std::string device_name;  // "" where the row names no card
  std::string error;
  std::size_t line = 0;  // 1-based line of the file
};

struct BaselineFile {
  std::string path;
  // One per subgraph, in the order of first appearance; a later row for the same subgraph
  // replaces the earlier one (and is reported).
  std::vector<BaselineRow> rows;
  std::size_t lines = 0;  // non-blank lines read
  std::size_t bad = 0;    // lines skipped as malformed
  // "FILE:LINE: what" for every line skipped or replacing another, in file order.
  std::vector<std::string> problems;
};

// Throws Error(kIo) when the file cannot be read; everything inside it is reported, not thrown.
BaselineFile read_baselines(const std::string& path);

}  // namespace passnet::bench
