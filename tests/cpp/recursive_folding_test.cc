#include "passnet/extract/recursive_folding.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>

#include "passnet/extract/op_sequence.h"
#include "passnet/extract/range_extract.h"
#include "passnet/extract/suffix_array.h"
#include "passnet/util/error.h"
#include "test_support.h"

namespace passnet::extract {
namespace {

using Sequences = std::vector<std::vector<Symbol>>;

// The specification, executed literally: every substring of every sequence, counted greedily
// from the left without overlaps, best by (score, length, lexicographic), replaced, repeated.
// Cubic or worse; for small inputs only.
struct Reference {
  std::vector<std::vector<Symbol>> bodies;
  std::vector<std::uint64_t> scores;
  std::vector<std::vector<Occurrence>> occurrences;
  Sequences folded;
};

Reference reference_fold(const Sequences& input, std::size_t max_rounds = 0) {
  struct Item {
    Symbol symbol;
    std::uint32_t begin;  // input tokens [begin, end)
    std::uint32_t end;
  };
  Symbol next = 0;
  for (const auto& sequence : input)
    for (Symbol s : sequence)
      next = std::max(next, s + 1);
  std::vector<std::vector<Item>> text;
  for (const auto& sequence : input) {
    text.emplace_back();
    for (std::uint32_t i = 0; i < sequence.size(); ++i)
      text.back().push_back({sequence[i], i, i + 1});
  }
  auto symbols = [](const std::vector<Item>& items, std::size_t at, std::size_t length) {
    std::vector<Symbol> out;
    for (std::size_t k = 0; k < length; ++k)
      out.push_back(items[at + k].symbol);
    return out;
  };
  // Greedy leftmost non-overlapping starts of `s` in each sequence.
  auto greedy = [&](const std::vector<Symbol>& s) {
    std::vector<std::pair<std::uint32_t, std::size_t>> starts;
    for (std::uint32_t q = 0; q < text.size(); ++q)
      for (std::size_t i = 0; i + s.size() <= text[q].size();)
        if (symbols(text[q], i, s.size()) == s) {
          starts.emplace_back(q, i);
          i += s.size();
        } else {
          ++i;
        }
    return starts;
  };
  Reference result;
  while (max_rounds == 0 || result.bodies.size() < max_rounds) {
    std::map<std::vector<Symbol>, bool> seen;
    std::vector<Symbol> best;
    std::uint64_t best_score = 0;
    for (const auto& items : text)
      for (std::size_t i = 0; i < items.size(); ++i)
        for (std::size_t length = 2; i + length <= items.size(); ++length) {
          std::vector<Symbol> s = symbols(items, i, length);
          if (!seen.emplace(s, true).second) continue;
          std::uint64_t count = greedy(s).size();
          std::uint64_t score = length * (count - 1);
          if (score == 0) continue;
          if (score > best_score || (score == best_score && s.size() > best.size()) ||
              (score == best_score && s.size() == best.size() && s < best)) {
            best = s;
            best_score = score;
          }
        }
    if (best_score == 0) break;
    auto starts = greedy(best);
    std::vector<Occurrence> occurrences;
    for (auto it = starts.rbegin(); it != starts.rend(); ++it) {
      auto& items = text[it->first];
      Item merged{next, items[it->second].begin, items[it->second + best.size() - 1].end};
      occurrences.push_back({it->first, merged.begin, merged.end});
      items.erase(items.begin() + static_cast<std::ptrdiff_t>(it->second),
                  items.begin() + static_cast<std::ptrdiff_t>(it->second + best.size()));
      items.insert(items.begin() + static_cast<std::ptrdiff_t>(it->second), merged);
    }
    std::sort(occurrences.begin(), occurrences.end());
    result.bodies.push_back(best);
    result.scores.push_back(best_score);
    result.occurrences.push_back(occurrences);
    ++next;
  }
  for (const auto& items : text) {
    result.folded.emplace_back();
    for (const Item& item : items)
      result.folded.back().push_back(item.symbol);
  }
  return result;
}

// Folds with the engine and checks it against the reference, motif by motif.
void expect_same_as_reference(const Sequences& input, double rebuild_fraction,
                              const std::string& label) {
  FoldingOptions options;
  options.rebuild_fraction = rebuild_fraction;
  FoldingResult fast = recursive_fold(input, options);
  Reference slow = reference_fold(input);
  ASSERT_EQ(fast.motifs.size(), slow.bodies.size()) << label;
  for (std::size_t m = 0; m < slow.bodies.size(); ++m) {
    ASSERT_EQ(fast.motifs[m].body, slow.bodies[m]) << label << " motif " << m;
    ASSERT_EQ(fast.motifs[m].score, slow.scores[m]) << label << " motif " << m;
    ASSERT_EQ(fast.motifs[m].occurrences, slow.occurrences[m]) << label << " motif " << m;
  }
  EXPECT_EQ(fast.folded, slow.folded) << label;
  EXPECT_TRUE(fast.complete) << label;
}

std::string describe(const Sequences& input) {
  std::string text;
  for (const auto& sequence : input) {
    text += "[";
    for (Symbol s : sequence)
      text += static_cast<char>('a' + s);
    text += "]";
  }
  return text;
}

// "abc d" style literals: one sequence per string, letters are symbols a=0, b=1, ...
Sequences parse(std::initializer_list<const char*> texts) {
  Sequences out;
  for (const char* text : texts) {
    out.emplace_back();
    for (const char* c = text; *c != '\0'; ++c)
      if (*c != ' ') out.back().push_back(static_cast<Symbol>(*c - 'a'));
  }
  return out;
}

TEST(RecursiveFolding, RepeatedTripleFoldsOnce) {
  FoldingResult result = recursive_fold(parse({"abcabcabc"}));
  ASSERT_EQ(result.motifs.size(), 1u);
  const Motif& motif = result.motifs[0];
  EXPECT_EQ(motif.body, (std::vector<Symbol>{0, 1, 2}));
  EXPECT_EQ(motif.score, 6u);  // 3 x (3 - 1)
  EXPECT_EQ(motif.occurrences, (std::vector<Occurrence>{{0, 0, 3}, {0, 3, 6}, {0, 6, 9}}));
  EXPECT_EQ(result.folded[0], (std::vector<Symbol>{3, 3, 3}));
  EXPECT_EQ(result.depth(), 1u);
  EXPECT_TRUE(result.complete);
}

TEST(RecursiveFolding, NestedMotifsFormAHierarchy) {
  // abc scores 3 x 3 = 9, then X X d scores 3 x 1 = 3.
  FoldingResult result = recursive_fold(parse({"abcabcd abcabcd"}));
  ASSERT_EQ(result.motifs.size(), 2u);
  const Symbol x = result.first_motif_symbol;
  EXPECT_EQ(result.motifs[0].body, (std::vector<Symbol>{0, 1, 2}));
  EXPECT_EQ(result.motifs[0].score, 9u);
  EXPECT_EQ(result.motifs[1].body, (std::vector<Symbol>{x, x, 3}));
  EXPECT_EQ(result.motifs[1].score, 3u);
  EXPECT_EQ(result.motifs[1].length, 7u);
  EXPECT_EQ(result.motifs[1].depth, 2u);
  EXPECT_EQ(result.motifs[1].children, (std::vector<std::uint32_t>{0}));
  EXPECT_EQ(result.motifs[0].parents, (std::vector<std::uint32_t>{1}));
  EXPECT_EQ(result.motifs[1].occurrences, (std::vector<Occurrence>{{0, 0, 7}, {0, 7, 14}}));
  // Instances of the inner motif inside the outer one are listed too.
  EXPECT_EQ(result.motifs[0].occurrences.size(), 4u);
  EXPECT_EQ(result.depth(), 2u);
  EXPECT_EQ(result.expand(x + 1), parse({"abcabcd"})[0]);
}

TEST(RecursiveFolding, OverlappingOccurrencesCountOnce) {
  // aaaaa holds aa four times but only twice without overlap; aaa fits once.
  FoldingResult result = recursive_fold(parse({"aaaaa"}));
  ASSERT_EQ(result.motifs.size(), 1u);
  EXPECT_EQ(result.motifs[0].body, (std::vector<Symbol>{0, 0}));
  EXPECT_EQ(result.motifs[0].score, 2u);
  EXPECT_EQ(result.motifs[0].occurrences, (std::vector<Occurrence>{{0, 0, 2}, {0, 2, 4}}));
  EXPECT_EQ(result.folded[0], (std::vector<Symbol>{1, 1, 0}));
}

TEST(RecursiveFolding, TiesGoToLongerThenLexicographicallySmaller) {
  // abc (3 x 2) ties xy (2 x 3): the longer first. ij and gh then tie at equal length.
  FoldingResult result = recursive_fold(parse({"abc", "abc", "abc", "xy", "xy", "xy", "xy"}));
  ASSERT_EQ(result.motifs.size(), 2u);
  EXPECT_EQ(result.motifs[0].body, parse({"abc"})[0]);
  EXPECT_EQ(result.motifs[1].body, parse({"xy"})[0]);
  FoldingResult equal = recursive_fold(parse({"ij", "gh", "ij", "gh"}));
  ASSERT_EQ(equal.motifs.size(), 2u);
  EXPECT_EQ(equal.motifs[0].body, parse({"gh"})[0]);
  EXPECT_EQ(equal.motifs[1].body, parse({"ij"})[0]);
}

TEST(RecursiveFolding, SequencesShareMotifsButNoRepeatSpansTwo) {
  FoldingResult shared = recursive_fold(parse({"abcd", "xabcy"}));
  ASSERT_EQ(shared.motifs.size(), 1u);
  EXPECT_EQ(shared.motifs[0].body, parse({"abc"})[0]);
  EXPECT_EQ(shared.motifs[0].occurrences, (std::vector<Occurrence>{{0, 0, 3}, {1, 1, 4}}));
  // "ab" reads across the end of the second sequence into the third, which does not count.
  FoldingResult split = recursive_fold(parse({"ab", "a", "b"}));
  EXPECT_TRUE(split.motifs.empty());
}

TEST(RecursiveFolding, NothingRepeats) {
  Sequences input = parse({"abcd", "ef", "", "g"});
  FoldingResult result = recursive_fold(input);
  EXPECT_TRUE(result.motifs.empty());
  EXPECT_EQ(result.folded, input);
  EXPECT_EQ(result.depth(), 0u);
  EXPECT_TRUE(result.complete);
  EXPECT_TRUE(recursive_fold(Sequences{}).motifs.empty());
}

TEST(RecursiveFolding, DuplicateSequencesCountEachCopy) {
  FoldingResult result = recursive_fold(parse({"abcde", "abcde", "abcde"}));
  ASSERT_EQ(result.motifs.size(), 1u);
  EXPECT_EQ(result.motifs[0].score, 10u);  // 5 x (3 - 1)
  EXPECT_EQ(result.motifs[0].occurrences.size(), 3u);
  EXPECT_EQ(result.stats.unique_sequences, 1u);
  EXPECT_EQ(result.folded[2], (std::vector<Symbol>{5}));
}

TEST(RecursiveFolding, StopsAtMaxRoundsAndWhenTheCallbackSaysSo) {
  Sequences input = parse({"abcabcd abcabcd"});
  FoldingOptions options;
  options.max_rounds = 1;
  FoldingResult limited = recursive_fold(input, options);
  EXPECT_EQ(limited.motifs.size(), 1u);
  EXPECT_FALSE(limited.complete);

  std::size_t calls = 0;
  FoldingOptions stop;
  stop.on_round = [&](const FoldingProgress& progress) {
    ++calls;
    EXPECT_EQ(progress.rounds, 1u);
    EXPECT_EQ(progress.last_score, 9u);
    return false;
  };
  FoldingResult stopped = recursive_fold(input, stop);
  EXPECT_EQ(calls, 1u);
  EXPECT_EQ(stopped.motifs.size(), 1u);
  EXPECT_FALSE(stopped.complete);
}

TEST(RecursiveFolding, InstancesInTheWindow) {
  FoldingResult result = recursive_fold(parse({"abcabcd abcabcd"}));
  auto all = motif_instances(result, 2, 64);
  EXPECT_EQ(all.size(), 6u);  // four abc, two abcabcd
  EXPECT_EQ(all[0].occurrence, (Occurrence{0, 0, 3}));
  EXPECT_EQ(all[1].occurrence, (Occurrence{0, 0, 7}));
  auto small = motif_instances(result, 2, 3);
  EXPECT_EQ(small.size(), 4u);
  for (const MotifInstance& instance : small)
    EXPECT_EQ(instance.motif, 0u);
}

TEST(RecursiveFolding, MatchesTheReferenceOnHandPickedCases) {
  for (const Sequences& input :
       {parse({"abababab"}), parse({"aaaaaaa", "aaaa"}), parse({"abcabcabcabc", "abcab"}),
        parse({"abab", "abab", "ba"}), parse({"aabaabaab", "baab"}),
        parse({"abcdabcdabcd", "abcd", "cdab"})})
    for (double rebuild : {0.0, 0.5, 1.0})
      expect_same_as_reference(input, rebuild, describe(input));
}

// The key correctness test: random small corpora over small alphabets, where repeats overlap,
// nest and tie all the time, folded with every suffix-array rebuild policy.
TEST(RecursiveFolding, MatchesTheReferenceOnRandomInputs) {
  std::mt19937 random(20240611);
  for (int trial = 0; trial < 600; ++trial) {
    std::uint32_t alphabet = 2 + trial % 3;
    std::size_t sequences = 1 + random() % 4;
    Sequences input;
    for (std::size_t s = 0; s < sequences; ++s) {
      if (!input.empty() && random() % 4 == 0) {
        input.push_back(input[random() % input.size()]);  // duplicates exercise the weights
        continue;
      }
      std::size_t length = random() % 28;
      std::vector<Symbol> sequence;
      for (std::size_t i = 0; i < length; ++i)
        sequence.push_back(static_cast<Symbol>(random() % alphabet));
      input.push_back(sequence);
    }
    double rebuild = trial % 3 == 0 ? 0.0 : (trial % 3 == 1 ? 0.5 : 1.0);
    expect_same_as_reference(input, rebuild, describe(input));
    if (HasFatalFailure()) return;
  }
}

TEST(RecursiveFolding, MatchesTheReferenceOnPeriodicInputs) {
  // Long runs of short periods make the suffix tree deep and the overlaps many.
  std::mt19937 random(7);
  for (int trial = 0; trial < 150; ++trial) {
    Sequences input;
    for (std::size_t s = 0; s < 1 + random() % 3; ++s) {
      std::vector<Symbol> period;
      for (std::size_t i = 0; i < 1 + random() % 4; ++i)
        period.push_back(static_cast<Symbol>(random() % 3));
      std::vector<Symbol> sequence;
      std::size_t length = 5 + random() % 30;
      for (std::size_t i = 0; i < length; ++i)
        sequence.push_back(random() % 9 == 0 ? 3 : period[i % period.size()]);
      input.push_back(sequence);
    }
    expect_same_as_reference(input, trial % 2 == 0 ? 0.0 : 1.0, describe(input));
    if (HasFatalFailure()) return;
  }
}

TEST(SuffixArray, SortsSuffixesAndMeasuresSeparatorFreePrefixes) {
  std::mt19937 random(3);
  for (int trial = 0; trial < 200; ++trial) {
    std::uint32_t alphabet = 2 + trial % 4;
    std::vector<std::uint32_t> text(random() % 60);
    for (auto& c : text)
      c = random() % alphabet;
    std::vector<std::uint32_t> sa = suffix_array(text, alphabet);
    std::vector<std::uint32_t> expected(text.size());
    std::iota(expected.begin(), expected.end(), 0u);
    std::sort(expected.begin(), expected.end(), [&](std::uint32_t a, std::uint32_t b) {
      return std::lexicographical_compare(text.begin() + a, text.end(), text.begin() + b,
                                          text.end());
    });
    ASSERT_EQ(sa, expected) << trial;
    std::vector<std::uint32_t> lcp = lcp_array(text, sa, 0);
    for (std::size_t r = 1; r < sa.size(); ++r) {
      std::uint32_t h = 0;
      while (sa[r] + h < text.size() && sa[r - 1] + h < text.size() &&
             text[sa[r] + h] == text[sa[r - 1] + h] && text[sa[r] + h] != 0)
        ++h;
      ASSERT_EQ(lcp[r], h) << trial << " rank " << r;
    }
  }
}

TEST(OpSequence, TokensAreComputeNodesWithTheirNodeIndices) {
  ir::Graph graph = testing::parse_model(
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x, w):\n"
      "        a = x @ w\n        b = a.relu()\n        c = torch.relu(b)\n        d = c.relu()\n"
      "        return (d,)\n");
  OpVocabulary vocabulary;
  OpSequence sequence = op_sequence(graph, vocabulary);
  EXPECT_EQ(sequence.tokens, (std::vector<TokenId>{0, 1, 2, 1}));
  EXPECT_EQ(sequence.nodes, (std::vector<ir::NodeId>{2, 3, 4, 5}));
  EXPECT_EQ(vocabulary.name(1), "call_method:relu");
  EXPECT_EQ(vocabulary.find("call_function:torch.relu"), 2u);
  EXPECT_EQ(vocabulary.find("call_function:torch.tanh"), OpVocabulary::kNotFound);
  EXPECT_EQ(node_ids(sequence, 1, 3), (NodeIdRange{3, 5}));
  EXPECT_THROW(node_ids(sequence, 2, 2), Error);
  EXPECT_THROW(node_ids(sequence, 3, 5), Error);
  // Token i is compute node i of range decomposition.
  EXPECT_EQ(sequence.nodes, compute_nodes(graph));
  // Adopting local sequences in a fixed order gives the same ids as interning directly.
  OpVocabulary adopted;
  EXPECT_EQ(adopt(collect_ops(graph), adopted).tokens, sequence.tokens);
}

// The CLI on a small tree: two samples sharing a relu chain and one that does not parse, which
// is reported without stopping the run.
TEST(ExtractMotifsCli, MinesAndReportsFailures) {
  testing::TempDir dir;
  const std::string model =
      "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n"
      "        a = torch.relu(x)\n        b = a.sigmoid()\n        c = torch.relu(b)\n"
      "        d = c.sigmoid()\n        e = torch.relu(d)\n        f = e.sigmoid()\n"
      "        return (f,)\n";
  const std::string meta = testing::meta_source({{"x", {2, 2}}});
  for (const char* name : {"a", "b"}) {
    testing::write_text(dir.path() / name / "model.py", model);
    testing::write_text(dir.path() / name / "weight_meta.py", meta);
  }
  testing::write_text(dir.path() / "broken" / "model.py", "import torch\nclass M(:\n");
  auto run = testing::run_command(fmt::format("{} extract motifs --samples {} --json -q",
                                              testing::passnet_binary(), dir.path().string()));
  ASSERT_EQ(run.exit_code, 0) << run.out;
  nlohmann::json out = nlohmann::json::parse(run.out);
  EXPECT_EQ(out["parsed"], 2);
  EXPECT_EQ(out["failed"], 1);
  EXPECT_NE(out["failures"][0]["location"].get<std::string>().find("broken"), std::string::npos);
  EXPECT_EQ(out["tokens"], 12);
  // relu,sigmoid x3 in two copies: the whole six-op sequence (6 x 1) loses to the pair (2 x 5).
  ASSERT_GE(out["motifs"].get<int>(), 1);
  EXPECT_EQ(out["top"][0]["ops"], 2);
  EXPECT_EQ(out["top"][0]["count"], 6);
  EXPECT_EQ(out["top"][0]["expansion"][0], "call_function:torch.relu");
}

// Real graphs: every instance must map back to a node range whose compute nodes spell the
// motif's expansion, and a prefix of each graph must fold exactly as the reference does.
TEST(RecursiveFoldingCorpus, InstancesMapBackToNodeRanges) {
  auto dir = testing::corpus_dir();
  if (!dir) GTEST_SKIP() << "GraphNet corpus not found (set PASSNET_GRAPHNET_DIR)";
  std::vector<std::filesystem::path> folders = testing::sample_folders(*dir);
  std::vector<ir::Graph> graphs;
  OpVocabulary vocabulary;
  std::vector<OpSequence> sequences;
  for (std::size_t i = 0; i < folders.size() && graphs.size() < 60; i += 37) {
    frontend::Sample sample =
        frontend::read_sample(frontend::load_sample_files(folders[i], 1u << 30));
    sequences.push_back(op_sequence(sample.graph, vocabulary));
    EXPECT_EQ(sequences.back().nodes, compute_nodes(sample.graph));
    graphs.push_back(std::move(sample.graph));
  }
  Sequences tokens;
  for (const OpSequence& sequence : sequences)
    tokens.push_back(sequence.tokens);
  FoldingResult result = recursive_fold(tokens);
  ASSERT_TRUE(result.complete);
  ASSERT_FALSE(result.motifs.empty());
  EXPECT_GE(result.depth(), 2u);
  std::size_t checked = 0;
  for (const MotifInstance& instance : motif_instances(result, 2, 1u << 30)) {
    const Motif& motif = result.motifs[instance.motif];
    const Occurrence& at = instance.occurrence;
    NodeIdRange range = node_ids(sequences[at.sequence], at.begin, at.end);
    std::vector<std::string> ops;
    for (ir::NodeId id = range.begin; id < range.end; ++id)
      if (is_compute_node(graphs[at.sequence].node(id)))
        ops.push_back(graphs[at.sequence].node(id).op_key());
    std::vector<std::string> expected;
    for (Symbol token : result.expand(motif.symbol))
      expected.push_back(vocabulary.name(token));
    ASSERT_EQ(ops, expected) << "motif " << instance.motif;
    ASSERT_EQ(at.size(), motif.length);
    ++checked;
  }
  EXPECT_GT(checked, 100u);

  Sequences prefixes;
  for (const auto& sequence : tokens)
    prefixes.emplace_back(
        sequence.begin(),
        sequence.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(sequence.size(), 24)));
  prefixes.resize(std::min<std::size_t>(prefixes.size(), 12));
  expect_same_as_reference(prefixes, 0.5, "corpus prefixes");
}

}  // namespace
}  // namespace passnet::extract
