#include "passnet/bench/graphnet_log.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "passnet/util/error.h"

namespace passnet::bench {

namespace {

namespace fs = std::filesystem;

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
    text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
      ++i;
    std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t')
      ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
}

std::optional<double> parse_double(std::string_view text) {
  text = trim(text);
  if (text.empty()) return std::nullopt;
  // from_chars rejects a leading '+', and Python prints inf/nan in lower case, which it accepts.
  if (text.front() == '+') text.remove_prefix(1);
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<int> parse_int(std::string_view text) {
  text = trim(text);
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// Per-output 0/1 flags, as GraphNet prints them.
std::optional<std::vector<bool>> parse_flags(std::string_view text) {
  std::vector<bool> flags;
  for (std::string_view word : split_words(text)) {
    if (word == "0" || word == "False")
      flags.push_back(false);
    else if (word == "1" || word == "True")
      flags.push_back(true);
    else
      return std::nullopt;
  }
  if (flags.empty()) return std::nullopt;
  return flags;
}

std::optional<std::vector<double>> parse_numbers(std::string_view text) {
  std::vector<double> numbers;
  for (std::string_view word : split_words(text)) {
    std::optional<double> value = parse_double(word);
    if (!value) return std::nullopt;
    numbers.push_back(*value);
  }
  if (numbers.empty()) return std::nullopt;
  return numbers;
}

// Python's repr of a float: shortest text that reads back to the same double, with a decimal
// point, so parsers that tell ints from floats by the '.' see a float.
std::string python_float(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  std::string text = fmt::format("{}", value);
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

std::string python_str_list(const std::vector<std::string>& items) {
  std::string text = "[";
  for (std::size_t i = 0; i < items.size(); ++i)
    text += fmt::format("{}'{}'", i == 0 ? "" : ", ", items[i]);
  return text + "]";
}

std::string flags_text(const std::vector<bool>& flags) {
  std::string text;
  for (bool flag : flags) {
    if (!text.empty()) text += ' ';
    text += flag ? '1' : '0';
  }
  return text;
}

std::string numbers_text(const std::vector<double>& numbers) {
  std::string text;
  for (double number : numbers) {
    if (!text.empty()) text += ' ';
    text += python_float(number);
  }
  return text;
}

std::string one_line(std::string_view text) {
  std::string line(text);
  for (char& c : line)
    if (c == '\n' || c == '\r') c = ' ';
  return line;
}

// GraphNet's rounding of a tolerance value: float(f"{x:.3g}").
double round3(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.3g", value);
  return std::strtod(buffer, nullptr);
}

Tolerance rounded(Tolerance tolerance) {
  return {round3(tolerance.atol), round3(tolerance.rtol)};
}

// Every (variant, t) whose key is the given text; several variants share the t = 0 key.
const std::map<std::string, std::vector<std::pair<DtypeVariant, int>>>& key_table() {
  static const auto table = [] {
    std::map<std::string, std::vector<std::pair<DtypeVariant, int>>> keys;
    for (int t = kLogMinT; t <= kLogMaxT; ++t)
      for (DtypeVariant variant : kDtypeVariants)
        keys[allclose_key(variant, t)].push_back({variant, t});
    return keys;
  }();
  return table;
}

// ---------------------------------------------------------------------------------------------
// Performance JSON

std::optional<TimingStats> timing_from_json(const nlohmann::json& value) {
  if (!value.is_object()) return std::nullopt;
  TimingStats stats;
  auto field = [&](const char* name, std::optional<double>& out) {
    auto it = value.find(name);
    if (it == value.end()) return true;
    if (!it->is_number()) return false;
    out = it->get<double>();
    return true;
  };
  if (!field("median", stats.median) || !field("iqr", stats.iqr) || !field("mean", stats.mean) ||
      !field("std", stats.std) || !field("min", stats.min) || !field("max", stats.max))
    return std::nullopt;
  return stats;
}

std::optional<PerformanceStats> performance_from_json(std::string_view text) {
  nlohmann::json value = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!value.is_object()) return std::nullopt;
  PerformanceStats stats;
  for (auto [name, out] : {std::pair{"e2e", &stats.e2e}, std::pair{"gpu", &stats.gpu}}) {
    auto it = value.find(name);
    if (it == value.end()) continue;
    *out = timing_from_json(*it);
    if (!*out) return std::nullopt;
  }
  return stats;
}

std::string timing_json(const TimingStats& stats) {
  std::string text;
  auto add = [&](const char* name, const std::optional<double>& value) {
    if (!value) return;
    text += fmt::format("{}\"{}\": {}", text.empty() ? "" : ", ", name, python_float(*value));
  };
  add("median", stats.median);
  add("iqr", stats.iqr);
  add("mean", stats.mean);
  add("std", stats.std);
  add("min", stats.min);
  add("max", stats.max);
  return "{" + text + "}";
}

// Like Python's json.dumps (", " and ": " separators), which is what GraphNet prints.
std::string performance_json(const PerformanceStats& stats) {
  std::string text;
  if (stats.e2e) text += "\"e2e\": " + timing_json(*stats.e2e);
  if (stats.gpu)
    text += std::string(text.empty() ? "" : ", ") + "\"gpu\": " + timing_json(*stats.gpu);
  return "{" + text + "}";
}

std::optional<double> typical(const std::optional<PerformanceStats>& stats) {
  if (!stats || !stats->e2e) return std::nullopt;
  return stats->e2e->median ? stats->e2e->median : stats->e2e->mean;
}

// Whether every output passes at t, for each t of the log: its dtype's all_close key, or [equal]
// for a dtype compared exactly.
std::map<int, bool> correct_by_t(const LogRecord& record) {
  std::map<int, bool> correct;
  for (int t = kLogMinT; t <= kLogMaxT; ++t) {
    bool all = true;
    for (std::size_t i = 0; i < record.eager_dtypes.size() && all; ++i) {
      std::optional<DtypeVariant> variant = dtype_variant(record.eager_dtypes[i]);
      const std::vector<bool>* flags = &record.equal;
      if (variant) {
        auto it = record.allclose.find({*variant, t});
        flags = it == record.allclose.end() ? nullptr : &it->second;
      }
      all = flags != nullptr && i < flags->size() && (*flags)[i];
    }
    correct[t] = all;
  }
  return correct;
}

// ---------------------------------------------------------------------------------------------
// Reading

enum class LineKind { kUsed, kIgnored, kSkipped };

class LogParser {
 public:
  explicit LogParser(std::string_view file) : file_(file) {}

  void feed(std::string_view line, std::size_t number) {
    ++result_.lines;
    if (classify(trim(line), number) == LineKind::kSkipped) {
      ++result_.skipped_lines;
      if (result_.first_skipped.size() < kReportedSkippedLines)
        result_.first_skipped.push_back(number);
    }
  }

  LogReadResult finish() {
    close_block();
    return std::move(result_);
  }

 private:
  static constexpr std::string_view kTags[] = {
      "[Processing]",   "[Config]",       "[Datatype][", "[DataType]",
      "[Shape]",        "[Correctness][", "[Result]",    "[Fail due to ",
      "[Performance][", "[Speedup][",     "[Profiling]",
  };

  LineKind classify(std::string_view line, std::size_t number) {
    // The earliest known tag decides; what precedes it is the prompt, whatever it is.
    std::size_t at = std::string_view::npos;
    std::string_view tag;
    for (std::string_view candidate : kTags) {
      std::size_t found = line.find(candidate);
      if (found < at) {
        at = found;
        tag = candidate;
      }
    }
    if (at == std::string_view::npos) return untagged(line);
    free_text_ = false;
    std::string_view rest = line.substr(at + tag.size());
    if (tag == "[Profiling]") return LineKind::kIgnored;
    if (tag == "[Processing]") {
      std::string_view path = trim(rest);
      if (path.empty()) return LineKind::kSkipped;
      close_block();
      record_ = LogRecord{};
      record_->path = std::string(path);
      record_->line = number;
      return LineKind::kUsed;
    }
    // GraphNet's parser drops whatever precedes the first [Processing]: it belongs to no sample.
    if (!record_) return LineKind::kSkipped;
    return tagged(tag, rest) ? LineKind::kUsed : LineKind::kSkipped;
  }

  LineKind untagged(std::string_view line) {
    if (line.empty()) return LineKind::kIgnored;
    for (auto [marker, out] :
         {std::pair{std::string_view("Eager model execution failed:"), &LogRecord::eager_error},
          std::pair{std::string_view("Compiled model execution failed:"),
                    &LogRecord::compiled_error}}) {
      std::size_t found = line.find(marker);
      if (found == std::string_view::npos) continue;
      if (record_) (*record_).*out = std::string(trim(line.substr(found + marker.size())));
      free_text_ = true;  // multi-line exception messages follow
      return LineKind::kIgnored;
    }
    if (line.starts_with("--- Full Traceback ---") ||
        line.starts_with("Traceback (most recent call last)")) {
      free_text_ = true;
      return LineKind::kIgnored;
    }
    if (line.starts_with("debug-model-execution")) {
      free_text_ = false;
      return LineKind::kIgnored;
    }
    if (free_text_) return LineKind::kIgnored;
    // Timing trials, the multi-model runner's per-sample banner and its closing count.
    if (line.starts_with("Trial ") && line.find(':') != std::string_view::npos)
      return LineKind::kIgnored;
    if (line.starts_with("[") && line.find("model_path:") != std::string_view::npos)
      return LineKind::kIgnored;
    if (line.starts_with("Totally ") && line.find("samples") != std::string_view::npos)
      return LineKind::kIgnored;
    return LineKind::kSkipped;
  }

  // `[Kind]: payload` after a tag that ends in '[' (the '[' already consumed).
  static bool split_kind(std::string_view rest, std::string_view& kind, std::string_view& payload) {
    std::size_t close = rest.find("]:");
    if (close == std::string_view::npos) return false;
    kind = rest.substr(0, close);
    payload = trim(rest.substr(close + 2));
    return !kind.empty();
  }

  static std::optional<bool> match_flag(std::string_view rest) {
    std::size_t found = rest.rfind("match:");
    if (found == std::string_view::npos) return std::nullopt;
    std::string_view value = trim(rest.substr(found + 6));
    if (value == "True") return true;
    if (value == "False") return false;
    return std::nullopt;
  }

  bool tagged(std::string_view tag, std::string_view rest) {
    LogRecord& r = *record_;
    std::string_view kind;
    std::string_view payload;
    if (tag == "[Config]") {
      rest = trim(rest);
      std::size_t colon = rest.find(": ");
      std::string_view key = colon == std::string_view::npos ? rest : rest.substr(0, colon);
      std::string_view value = colon == std::string_view::npos ? "" : trim(rest.substr(colon + 2));
      if (key.empty() || key.find(' ') != std::string_view::npos) return false;
      if (key == "model")
        r.model_name = value;
      else if (key == "device")
        r.device = value;
      else if (key == "hardware")
        r.hardware = value;
      else if (key == "compiler")
        r.compiler = value;
      else if (key == "warmup" || key == "trials") {
        std::optional<int> count = parse_int(value);
        if (!count) return false;
        (key == "warmup" ? r.warmup : r.trials) = count;
      }
      return true;
    }
    if (tag == "[Datatype][") {
      if (!split_kind(rest, kind, payload) || (kind != "eager" && kind != "compiled")) return false;
      std::vector<std::string>& dtypes = kind == "eager" ? r.eager_dtypes : r.compiled_dtypes;
      dtypes.clear();
      for (std::string_view word : split_words(payload))
        dtypes.emplace_back(word);
      return true;
    }
    if (tag == "[DataType]") {
      std::optional<bool> match = match_flag(rest);
      if (!match) return false;
      r.dtype_match = match;
      return true;
    }
    if (tag == "[Shape]") {
      if (rest.starts_with("[")) {
        if (!split_kind(rest.substr(1), kind, payload) || (kind != "eager" && kind != "compiled"))
          return false;
        (kind == "eager" ? r.eager_shapes : r.compiled_shapes) = payload;
        return true;
      }
      std::optional<bool> match = match_flag(rest);
      if (!match) return false;
      r.shape_match = match;
      return true;
    }
    if (tag == "[Correctness][") {
      if (!split_kind(rest, kind, payload)) return false;
      if (kind == "equal") {
        auto flags = parse_flags(payload);
        if (!flags) return false;
        r.equal = *flags;
      } else if (kind.starts_with("all_close_")) {
        auto flags = parse_flags(payload);
        if (!flags) return false;
        allclose_text_[fmt::format("[{}]", kind)] = *flags;
      } else {
        // max_diff, mean_diff and the relative variants some versions add.
        auto numbers = parse_numbers(payload);
        if (!numbers) return false;
        if (kind == "max_diff") r.max_diff = *numbers;
        if (kind == "mean_diff") r.mean_diff = *numbers;
      }
      return true;
    }
    if (tag == "[Result]") {
      rest = trim(rest);
      if (rest.starts_with("[status]")) return true;  // eval_backend_perf's per-phase line
      if (rest == "status: success")
        r.success = true;
      else if (rest == "status: failed")
        r.success = false;
      else
        return false;
      return true;
    }
    if (tag == "[Fail due to ") {
      rest = trim(rest);
      if (!rest.ends_with("]")) return false;
      rest.remove_suffix(1);
      if (rest.ends_with(".")) rest.remove_suffix(1);
      if (rest.empty()) return false;
      r.failure = rest;
      return true;
    }
    if (tag == "[Performance][") {
      if (!split_kind(rest, kind, payload) || (kind != "eager" && kind != "compiled")) return false;
      std::optional<PerformanceStats> stats = performance_from_json(payload);
      if (!stats) return false;
      (kind == "eager" ? r.eager_performance : r.compiled_performance) = stats;
      return true;
    }
    if (tag == "[Speedup][") {
      if (!split_kind(rest, kind, payload)) return false;
      std::optional<double> value = parse_double(payload);
      if (!value) return false;
      if (kind == "e2e") r.speedup_e2e = value;
      if (kind == "gpu") r.speedup_gpu = value;
      return true;
    }
    return false;
  }

  void close_block() {
    if (!record_) return;
    const auto& table = key_table();
    for (const auto& [key, flags] : allclose_text_) {
      auto it = table.find(key);
      if (it == table.end()) continue;  // another version's tolerance scheme: not read
      for (const auto& variant_t : it->second)
        record_->allclose[variant_t] = flags;
    }
    allclose_text_.clear();
    std::string note;
    result_.outcomes.push_back(to_outcome(*record_, &note));
    if (!note.empty())
      result_.notes.push_back(fmt::format("{}:{}: {}", file_, record_->line, note));
    result_.records.push_back(std::move(*record_));
    record_.reset();
    free_text_ = false;
  }

  std::string file_;
  LogReadResult result_;
  std::optional<LogRecord> record_;
  std::map<std::string, std::vector<bool>> allclose_text_;  // the block's keys, last one wins
  bool free_text_ = false;  // inside an exception message or traceback
};

}  // namespace

std::string_view to_string(DtypeVariant variant) {
  switch (variant) {
    case DtypeVariant::kFloat16:
      return "float16";
    case DtypeVariant::kBfloat16:
      return "bfloat16";
    case DtypeVariant::kFloat32:
      return "float32";
    case DtypeVariant::kFloat64:
      return "float64";
  }
  return "?";
}

std::optional<DtypeVariant> dtype_variant(std::string_view dtype) {
  if (dtype.starts_with("torch.")) dtype.remove_prefix(6);
  if (dtype == "float16" || dtype == "half") return DtypeVariant::kFloat16;
  if (dtype == "bfloat16") return DtypeVariant::kBfloat16;
  if (dtype == "float32" || dtype == "float") return DtypeVariant::kFloat32;
  if (dtype == "float64" || dtype == "double") return DtypeVariant::kFloat64;
  return std::nullopt;
}

std::string allclose_key(Tolerance tolerance) {
  Tolerance r = rounded(tolerance);
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "[all_close_atol_%.2E_rtol_%.2E]", r.atol, r.rtol);
  return buffer;
}

std::string allclose_key(DtypeVariant variant, int t) {
  return allclose_key(tolerance(to_string(variant), t));
}

void LogRecord::set_correctness(const std::vector<int>& pass_from) {
  if (pass_from.size() != eager_dtypes.size())
    throw Error(ErrorCategory::kInternal,
                fmt::format("set_correctness: {} thresholds for {} outputs", pass_from.size(),
                            eager_dtypes.size()));
  equal.assign(pass_from.size(), false);
  allclose.clear();
  for (std::size_t i = 0; i < pass_from.size(); ++i)
    equal[i] = pass_from[i] <= kLogMinT;
  for (int t = kLogMinT; t <= kLogMaxT; ++t) {
    for (DtypeVariant variant : kDtypeVariants) {
      // The key's pair; an output passes it when it is at least as loose in both values as the
      // output's own pair at pass_from (allclose is monotone in atol and rtol).
      Tolerance key = rounded(tolerance(to_string(variant), t));
      std::vector<bool>& flags = allclose[{variant, t}];
      for (std::size_t i = 0; i < pass_from.size(); ++i) {
        if (!dtype_variant(eager_dtypes[i]) || pass_from[i] <= kLogMinT) {
          flags.push_back(equal[i]);
          continue;
        }
        Tolerance own = rounded(tolerance(eager_dtypes[i], pass_from[i]));
        flags.push_back(pass_from[i] <= kLogMaxT && key.atol >= own.atol && key.rtol >= own.rtol);
      }
    }
  }
}

SampleOutcome to_outcome(const LogRecord& record, std::string* note) {
  SampleOutcome outcome;
  outcome.id = record.path;
  auto say = [&](std::string text) {
    if (note) *note = std::move(text);
  };
  if (!record.success) {
    if (!record.eager_error.empty()) {
      outcome.status = OutcomeStatus::kEagerFail;
      say("no [Result] line after an eager failure: counted as eager_fail");
    } else {
      outcome.status = OutcomeStatus::kRuntimeFail;
      say("no [Result] line (the run died or the log is cut): scored as runtime_fail");
    }
    return outcome;
  }
  if (!*record.success) {
    const std::string& why = record.failure;
    if (why == kFailEager) {
      outcome.status = OutcomeStatus::kEagerFail;
    } else if (why == kFailCompile) {
      outcome.status = OutcomeStatus::kCompileFail;
    } else if (why == kFailNanInf) {
      outcome.status = OutcomeStatus::kNanInf;
    } else if (why == kFailIntegrity) {
      outcome.status = OutcomeStatus::kIntegrityFail;
    } else if (why == kFailCompiled) {
      outcome.status = OutcomeStatus::kRuntimeFail;
    } else if (why.empty() && !record.eager_error.empty()) {
      outcome.status = OutcomeStatus::kEagerFail;
      say("failed without a [Fail due to] line after an eager failure: counted as eager_fail");
    } else {
      outcome.status = OutcomeStatus::kRuntimeFail;
      say(why.empty() ? "failed without a [Fail due to] line: scored as runtime_fail"
                      : fmt::format("unknown failure reason '{}': scored as runtime_fail", why));
    }
    return outcome;
  }
  if (record.shape_match == false) {
    outcome.status = OutcomeStatus::kShapeMismatch;
    return outcome;
  }
  if (record.dtype_match == false ||
      (!record.eager_dtypes.empty() && !record.compiled_dtypes.empty() &&
       record.eager_dtypes != record.compiled_dtypes)) {
    outcome.status = OutcomeStatus::kDtypeMismatch;
    return outcome;
  }
  if (record.equal.empty() && record.allclose.empty()) {
    outcome.status = OutcomeStatus::kAccuracy;
    say("success without correctness lines: scored as accuracy at every t");
    return outcome;
  }
  if (record.eager_dtypes.empty()) {
    outcome.status = OutcomeStatus::kAccuracy;
    say("success without [Datatype][eager]: the tolerance of each output is unknown; scored as "
        "accuracy at every t");
    return outcome;
  }
  std::map<int, bool> correct = correct_by_t(record);
  if (record.speedup_e2e) {
    outcome.speedup = *record.speedup_e2e;
    if (!(std::isfinite(outcome.speedup) && outcome.speedup > 0)) {
      outcome.status = OutcomeStatus::kRuntimeFail;
      say(fmt::format("success with speedup {}: scored as runtime_fail", outcome.speedup));
      return outcome;
    }
  } else if (auto eager = typical(record.eager_performance),
             compiled = typical(record.compiled_performance);
             eager && compiled && *eager > 0 && *compiled > 0) {
    outcome.speedup = *eager / *compiled;
    say("no [Speedup][e2e]: speedup taken from the e2e times of the performance lines");
  } else if (std::none_of(correct.begin(), correct.end(),
                          [](const auto& at_t) { return at_t.second; })) {
    // An error at every t never reads its speedup, and passnet does not time such a candidate.
    outcome.status = OutcomeStatus::kAccuracy;
    return outcome;
  } else {
    outcome.status = OutcomeStatus::kRuntimeFail;
    say("success without a speedup or e2e times: scored as runtime_fail");
    return outcome;
  }
  outcome.correct = std::move(correct);
  return outcome;
}

LogReadResult parse_graphnet_log(std::string_view text, std::string_view file) {
  LogParser parser(file);
  std::size_t number = 0;
  while (!text.empty()) {
    std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    parser.feed(line, ++number);
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return parser.finish();
}

LogReadResult read_graphnet_log(const std::string& path) {
  std::error_code error;
  if (!fs::exists(path, error))
    throw Error(ErrorCategory::kIo, fmt::format("{}: no such file", path));
  if (fs::is_directory(path, error))
    throw Error(ErrorCategory::kIo, fmt::format("{}: is a folder, not a log", path));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(ErrorCategory::kIo, fmt::format("{}: cannot open", path));
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string text = buffer.str();
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    throw Error(ErrorCategory::kParse, fmt::format("{}: empty log", path));
  LogReadResult result = parse_graphnet_log(text, path);
  if (result.records.empty())
    throw Error(ErrorCategory::kParse,
                fmt::format("{}:1: no samples: none of its {} lines is a '[Processing] PATH' line "
                            "(not a GraphNet test_compiler log?)",
                            path, result.lines));
  return result;
}

std::string write_graphnet_log(const std::vector<LogRecord>& records, std::string_view prompt) {
  std::string out;
  auto line = [&](std::string_view text) {
    out += prompt;
    out += ' ';
    out += text;
    out += '\n';
  };
  for (const LogRecord& r : records) {
    line(fmt::format("[Processing] {}", one_line(r.path)));
    if (!r.model_name.empty()) line(fmt::format("[Config] model: {}", one_line(r.model_name)));
    if (!r.device.empty()) line(fmt::format("[Config] device: {}", one_line(r.device)));
    if (!r.hardware.empty()) line(fmt::format("[Config] hardware: {}", one_line(r.hardware)));
    if (!r.compiler.empty()) line(fmt::format("[Config] compiler: {}", one_line(r.compiler)));
    if (r.warmup) line(fmt::format("[Config] warmup: {}", *r.warmup));
    if (r.trials) line(fmt::format("[Config] trials: {}", *r.trials));
    // GraphNet prints these two without the prompt.
    if (!r.eager_error.empty())
      out += fmt::format("Eager model execution failed: {}\n", one_line(r.eager_error));
    if (!r.compiled_error.empty())
      out += fmt::format("Compiled model execution failed: {}\n", one_line(r.compiled_error));
    if (!r.eager_dtypes.empty())
      line(fmt::format("[Datatype][eager]: {}", fmt::join(r.eager_dtypes, " ")));
    if (!r.compiled_dtypes.empty())
      line(fmt::format("[Datatype][compiled]: {}", fmt::join(r.compiled_dtypes, " ")));
    if (r.dtype_match)
      line(fmt::format("[DataType] eager:{} compiled:{} match:{}", python_str_list(r.eager_dtypes),
                       python_str_list(r.compiled_dtypes), *r.dtype_match ? "True" : "False"));
    if (!r.eager_shapes.empty()) line(fmt::format("[Shape][eager]: {}", one_line(r.eager_shapes)));
    if (!r.compiled_shapes.empty())
      line(fmt::format("[Shape][compiled]: {}", one_line(r.compiled_shapes)));
    if (r.shape_match)
      line(fmt::format("[Shape] eager:{} compiled:{} match:{}", one_line(r.eager_shapes),
                       one_line(r.compiled_shapes), *r.shape_match ? "True" : "False"));
    if (!r.equal.empty()) line(fmt::format("[Correctness][equal]: {}", flags_text(r.equal)));
    // GraphNet's order: t ascending, then float16, bfloat16, float32, float64.
    for (int t = kLogMinT; t <= kLogMaxT; ++t)
      for (DtypeVariant variant : kDtypeVariants)
        if (auto it = r.allclose.find({variant, t}); it != r.allclose.end())
          line(
              fmt::format("[Correctness]{}: {}", allclose_key(variant, t), flags_text(it->second)));
    if (!r.max_diff.empty())
      line(fmt::format("[Correctness][max_diff]: {}", numbers_text(r.max_diff)));
    if (!r.mean_diff.empty())
      line(fmt::format("[Correctness][mean_diff]: {}", numbers_text(r.mean_diff)));
    if (r.success) line(fmt::format("[Result] status: {}", *r.success ? "success" : "failed"));
    if (!r.failure.empty()) line(fmt::format("[Fail due to {}.]", one_line(r.failure)));
    if (r.eager_performance)
      line(fmt::format("[Performance][eager]: {}", performance_json(*r.eager_performance)));
    if (r.compiled_performance)
      line(fmt::format("[Performance][compiled]: {}", performance_json(*r.compiled_performance)));
    // GraphNet prints 5 decimals; the shortest exact text keeps scores from the log identical to
    // scores from the run, and reads the same everywhere.
    if (r.speedup_e2e) line(fmt::format("[Speedup][e2e]: {}", python_float(*r.speedup_e2e)));
    if (r.speedup_gpu) line(fmt::format("[Speedup][gpu]: {}", python_float(*r.speedup_gpu)));
  }
  return out;
}

}  // namespace passnet::bench
