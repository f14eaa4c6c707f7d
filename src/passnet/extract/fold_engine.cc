#include "passnet/extract/fold_engine.h"

#include <algorithm>
#include <bit>
#include <optional>
#include <span>

#include "passnet/extract/suffix_array.h"
#include "passnet/util/error.h"

namespace passnet::extract::detail {

namespace {

using Pos = std::uint32_t;
constexpr Symbol kSeparator = ~Symbol{0};
constexpr Pos kNoPos = ~Pos{0};

// Positions that changed since the epoch began: the head of every replaced occurrence and every
// position a replacement removed. next(i) finds the first at or after i in a few word scans.
class SuccessorSet {
 public:
  void reset(std::size_t n) {
    levels_.clear();
    std::size_t words = (n + 64) / 64;
    for (;;) {
      levels_.emplace_back(words, 0);
      if (words == 1) break;
      words = (words + 63) / 64;
    }
  }
  void insert(std::size_t i) {
    for (auto& level : levels_) {
      level[i / 64] |= std::uint64_t{1} << (i % 64);
      i /= 64;
    }
  }
  // The smallest member >= i, or kNoPos.
  Pos next(std::size_t i) const {
    for (std::size_t l = 0; l < levels_.size(); ++l) {
      std::size_t word = i / 64;
      if (word >= levels_[l].size()) return kNoPos;
      std::uint64_t bits = levels_[l][word] & (~std::uint64_t{0} << (i % 64));
      if (bits != 0) {
        i = word * 64 + static_cast<std::size_t>(std::countr_zero(bits));
        while (l-- > 0)
          i = i * 64 + static_cast<std::size_t>(std::countr_zero(levels_[l][i]));
        return static_cast<Pos>(i);
      }
      i = word + 1;
    }
    return kNoPos;
  }

 private:
  std::vector<std::vector<std::uint64_t>> levels_;
};

// Counts of changes per position, summed over ranges: a node's checksum is the sum over its
// occurrence ranges, and since counts only grow, an equal sum means nothing there changed.
class Fenwick {
 public:
  void reset(std::size_t n) { tree_.assign(n + 1, 0); }
  void add(std::size_t i) {
    for (++i; i < tree_.size(); i += i & (~i + 1))
      ++tree_[i];
  }
  std::uint64_t prefix(std::size_t end) const {
    std::uint64_t sum = 0;
    for (; end > 0; end &= end - 1)
      sum += tree_[end];
    return sum;
  }
  std::uint64_t range(std::size_t begin, std::size_t end) const {
    return prefix(end) - prefix(begin);
  }

 private:
  std::vector<std::uint32_t> tree_;
};

// A node of the epoch's suffix tree (or a leaf of a sequence that occurs more than once): the
// epoch strings of length lo..hi that start at suffixes sa[first..last], plus every current
// string whose expansion into epoch symbols is one of them.
struct Node {
  Pos first = 0;
  Pos last = 0;
  std::uint32_t lo = 0;
  std::uint32_t hi = 0;
  std::uint64_t checksum = 0;
  std::uint32_t stamp = 0;  // evaluations so far; an entry with another stamp is obsolete
  std::uint32_t evaluated_round = ~std::uint32_t{0};
  // Set when an evaluation stopped short of reading the touched occurrences and pushed a bound;
  // the next evaluation reads them.
  bool deferred = false;
};

// A candidate motif: `symbols` current symbols covering `span` epoch positions, one occurrence
// starting at `start`.
struct Candidate {
  std::uint64_t score = 0;
  std::uint32_t symbols = 0;
  std::uint32_t span = 0;
  Pos start = 0;
  bool hierarchical = false;
};

// Heap entry. A bound entry promises that no string of its node scores more than `score`; an
// exact entry is the node's best (score, symbols) at its last evaluation, which later rounds can
// only lower. At equal scores bounds come first, so an exact entry on top beats everything left
// except exact entries with the same score and length, which are then compared by their strings.
struct Entry {
  std::uint64_t score = 0;
  std::uint32_t symbols = 0;
  std::uint32_t node = 0;
  std::uint32_t stamp = 0;
  bool exact = false;
};

bool heap_less(const Entry& a, const Entry& b) {
  if (a.score != b.score) return a.score < b.score;
  if (a.exact != b.exact) return a.exact;
  if (a.symbols != b.symbols) return a.symbols < b.symbols;
  return a.node > b.node;
}

class Engine {
 public:
  Engine(const std::vector<std::vector<Symbol>>& sequences, std::vector<std::uint64_t> weights,
         Symbol first_motif_symbol, const FoldingOptions& options)
      : options_(options), weights_(std::move(weights)), next_symbol_(first_motif_symbol) {
    std::size_t total = 0;
    for (const auto& sequence : sequences)
      total += sequence.size() + 1;
    if (total >= kNoPos) throw Error(ErrorCategory::kUsage, "folding input over 4G symbols");
    sym_.reserve(total);
    for (std::uint32_t s = 0; s < sequences.size(); ++s) {
      const auto& sequence = sequences[s];
      for (std::uint32_t i = 0; i < sequence.size(); ++i) {
        sym_.push_back(sequence[i]);
        orig_.push_back(i);
        seq_.push_back(s);
      }
      sym_.push_back(kSeparator);
      orig_.push_back(static_cast<std::uint32_t>(sequence.size()));
      seq_.push_back(s);
    }
    live_symbols_ = total - sequences.size();
    sequence_count_ = sequences.size();
  }

  EngineResult run() {
    EngineResult result;
    result.complete = false;
    start_epoch();
    for (;;) {
      if (options_.max_rounds != 0 && round_ >= options_.max_rounds) break;
      if (static_cast<double>(live_symbols_) <
          options_.rebuild_fraction * static_cast<double>(epoch_symbols_))
        start_epoch();
      std::optional<std::uint32_t> winner = select();
      if (!winner) {
        result.complete = true;
        break;
      }
      result.motifs.push_back(apply(*winner));
      if (options_.on_round) {
        FoldingProgress progress{round_, result.motifs.back().score, live_symbols_, suffix_arrays_};
        if (!options_.on_round(progress)) break;
      }
    }
    result.folded.resize(sequence_count_);
    for (Pos p = 0; p < sym_.size(); p = nxt_[p])
      if (sym_[p] != kSeparator) result.folded[seq_[p]].push_back(sym_[p]);
    result.suffix_arrays = suffix_arrays_;
    result.evaluations = evaluations_;
    return result;
  }

 private:
  std::uint64_t weight_at(Pos p) const { return weights_[seq_[p]]; }
  bool live(Pos p) const { return live_[p]; }

  // Drops removed positions, builds the suffix array of what is left and seeds the heap with a
  // bound for every node.
  void start_epoch() {
    compact();
    ++suffix_arrays_;
    const auto n = static_cast<Pos>(sym_.size());
    epoch_base_ = next_symbol_;
    epoch_symbols_ = live_symbols_;
    events_.reset(n);
    changes_.reset(n);
    kills_.reset(n);
    changed_ = false;

    // Separators sort below every symbol so that a sequence's end sorts like an end of string.
    std::vector<std::uint32_t> rank(next_symbol_, 0);
    for (Symbol s : sym_)
      if (s != kSeparator) rank[s] = 1;
    std::uint32_t alphabet = 2;
    for (auto& r : rank)
      r = r != 0 ? alphabet++ : 0;
    std::vector<std::uint32_t> text(n);
    for (Pos p = 0; p < n; ++p)
      text[p] = sym_[p] == kSeparator ? 1 : rank[sym_[p]];
    rank = {};
    sa_ = suffix_array(text, alphabet);
    std::vector<std::uint32_t> lcp = lcp_array(text, sa_, 1);
    text = {};

    std::vector<Pos> separator_after(n);
    for (Pos p = n; p-- > 0;)
      separator_after[p] = sym_[p] == kSeparator ? p : separator_after[p + 1];
    std::vector<std::uint64_t> weight_prefix(n + 1, 0);
    for (Pos r = 0; r < n; ++r)
      weight_prefix[r + 1] = weight_prefix[r] + weight_at(sa_[r]);

    nodes_.clear();
    best_.clear();
    heap_.clear();
    // No string of lo or more symbols fits more often than the weighted text holds it end to
    // end; this keeps long periodic strings, whose occurrences overlap, from all being read.
    std::uint64_t weighted_symbols = 0;
    for (Pos p = 0; p < n; ++p)
      if (sym_[p] != kSeparator) weighted_symbols += weight_at(p);
    auto add_node = [&](Pos first, Pos last, std::uint32_t parent_depth, std::uint32_t depth) {
      std::uint64_t weight = weight_prefix[last + 1] - weight_prefix[first];
      std::uint32_t lo = std::max<std::uint32_t>(parent_depth + 1, 2);
      if (weight < 2 || depth < lo) return;
      std::uint64_t fits = std::min(weight, weighted_symbols / lo);
      if (fits < 2) return;
      auto id = static_cast<std::uint32_t>(nodes_.size());
      nodes_.push_back({first, last, lo, depth});
      heap_.push_back({depth * (fits - 1), 0, id, 0, false});
    };
    for_each_lcp_interval(lcp, [&](const LcpInterval& interval) {
      add_node(interval.first, interval.last, interval.parent_depth, interval.depth);
    });
    // A suffix of a sequence that occurs several times repeats even where it is unique in the
    // deduplicated text.
    for (Pos r = 0; r < n; ++r) {
      Pos p = sa_[r];
      if (sym_[p] == kSeparator || weight_at(p) < 2) continue;
      std::uint32_t parent = std::max(lcp[r], r + 1 < n ? lcp[r + 1] : 0);
      add_node(r, r, parent, separator_after[p] - p);
    }
    std::make_heap(heap_.begin(), heap_.end(), heap_less);
  }

  void compact() {
    if (nxt_.empty()) {
      nxt_.resize(sym_.size());
      live_.assign(sym_.size(), true);
      for (Pos p = 0; p < sym_.size(); ++p)
        nxt_[p] = p + 1;
      return;
    }
    Pos out = 0;
    for (Pos p = 0; p < sym_.size(); p = nxt_[p]) {
      sym_[out] = sym_[p];
      orig_[out] = orig_[p];
      seq_[out] = seq_[p];
      ++out;
    }
    for (auto* v : {&sym_, &orig_, &seq_}) {
      v->resize(out);
      v->shrink_to_fit();
    }
    nxt_.resize(out);
    for (Pos p = 0; p < out; ++p)
      nxt_[p] = p + 1;
    live_.assign(out, true);
  }

  // The winning node, whose last evaluation describes the motif; nullopt when nothing repeats.
  std::optional<std::uint32_t> select() {
    std::vector<Entry> group;
    while (!heap_.empty()) {
      Entry top = heap_.front();
      if (!top.exact) {
        pop();
        evaluate(top.node);
        continue;
      }
      group.clear();
      while (!heap_.empty() && heap_.front().exact && heap_.front().score == top.score &&
             heap_.front().symbols == top.symbols) {
        Entry entry = pop();
        if (entry.stamp == nodes_[entry.node].stamp) group.push_back(entry);
      }
      bool stale = false;
      for (Entry& entry : group) {
        if (is_current(entry.node)) continue;
        stale = true;
        entry.exact = false;  // marks it for re-evaluation below
      }
      if (stale) {
        for (const Entry& entry : group)
          if (entry.exact)
            push(entry);
          else
            evaluate(entry.node);
        continue;
      }
      if (group.empty()) continue;
      std::size_t best = 0;
      for (std::size_t i = 1; i < group.size(); ++i)
        if (lex_less(best_[group[i].node], best_[group[best].node])) best = i;
      for (std::size_t i = 0; i < group.size(); ++i)
        if (i != best) push(group[i]);
      return group[best].node;
    }
    return std::nullopt;
  }

  Entry pop() {
    std::pop_heap(heap_.begin(), heap_.end(), heap_less);
    Entry entry = heap_.back();
    heap_.pop_back();
    return entry;
  }
  void push(const Entry& entry) {
    heap_.push_back(entry);
    std::push_heap(heap_.begin(), heap_.end(), heap_less);
  }

  std::uint64_t checksum(const Node& node) const {
    if (!changed_) return 0;
    std::uint64_t sum = 0;
    for (Pos r = node.first; r <= node.last; ++r)
      sum += changes_.range(sa_[r], sa_[r] + node.hi);
    return sum;
  }

  bool is_current(std::uint32_t id) {
    Node& node = nodes_[id];
    if (node.evaluated_round == round_) return true;
    if (checksum(node) != node.checksum) return false;
    node.evaluated_round = round_;
    return true;
  }

  // Finds the node's best candidate now and pushes it as an exact entry.
  void evaluate(std::uint32_t id) {
    ++evaluations_;
    Node& node = nodes_[id];
    occ_.clear();
    for (Pos r = node.first; r <= node.last; ++r)
      occ_.push_back({sa_[r], node.hi, weight_at(sa_[r])});
    std::sort(occ_.begin(), occ_.end(), [](const Occ& a, const Occ& b) { return a.pos < b.pos; });
    if (changed_) {
      for (Occ& o : occ_) {
        Pos next = events_.next(o.pos);
        if (next != kNoPos) o.clean = std::min<std::uint32_t>(next - o.pos, node.hi);
      }
    }
    node.checksum = checksum(node);
    node.evaluated_round = round_;
    ++node.stamp;
    Candidate best;
    best_clean(node, best);
    if (changed_) {
      // Reading the touched occurrences costs a walk each; first see whether it can matter.
      std::uint64_t bound = hierarchical_bound(node);
      if (bound > 0 && bound >= best.score && !node.deferred) {
        node.deferred = true;
        push({bound, 0, id, 0, false});
        return;
      }
      if (bound > 0 && bound >= best.score) best_hierarchical(node, best);
    }
    node.deferred = false;
    if (best_.size() <= id) best_.resize(nodes_.size());
    best_[id] = best;
    if (best.score > 0) push({best.score, best.symbols, id, node.stamp, true});
  }

  // No string holding a symbol made this epoch scores more: such strings start at live touched
  // occurrences, have at most as many symbols as those ranges keep, and expand to >= lo symbols.
  std::uint64_t hierarchical_bound(const Node& node) const {
    std::uint64_t count = 0;
    std::uint64_t free_from = 0;
    std::uint64_t longest = 0;
    for (const Occ& o : occ_) {
      if (o.clean >= node.hi || !live(o.pos)) continue;
      longest = std::max<std::uint64_t>(longest, node.hi - kills_.range(o.pos, o.pos + node.hi));
      if (o.pos < free_from) continue;
      count += o.weight;
      free_from = std::uint64_t{o.pos} + node.lo;
    }
    return count >= 2 && longest >= 2 ? longest * (count - 1) : 0;
  }

  // Greedy non-overlapping weighted count of the occurrences clean for `length` symbols.
  std::uint64_t clean_count(std::uint32_t length) const {
    std::uint64_t count = 0;
    std::uint64_t free_from = 0;
    for (const Occ& o : occ_) {
      if (o.clean < length || o.pos < free_from) continue;
      count += o.weight;
      free_from = std::uint64_t{o.pos} + length;
    }
    return count;
  }

  // Epoch strings of the node whose occurrences nothing has touched: score each length at
  // which the count can change (an occurrence gets touched, or two occurrences start to
  // overlap), from the longest down, until no shorter length can win.
  void best_clean(const Node& node, Candidate& best) {
    const std::uint32_t top = node.hi;
    std::uint64_t most = clean_count(node.lo);
    if (most < 2) return;
    lengths_.assign(1, top);
    std::size_t budget = std::size_t{top - node.lo} + 1;
    for (std::size_t i = 0; i < occ_.size() && lengths_.size() <= budget; ++i) {
      if (occ_[i].clean < node.lo) continue;
      if (occ_[i].clean < top) lengths_.push_back(occ_[i].clean);
      for (std::size_t j = i + 1; j < occ_.size() && occ_[j].pos - occ_[i].pos < top; ++j)
        if (occ_[j].pos - occ_[i].pos >= node.lo) lengths_.push_back(occ_[j].pos - occ_[i].pos);
    }
    if (lengths_.size() > budget) {
      lengths_.clear();
      for (std::uint32_t length = node.lo; length <= top; ++length)
        lengths_.push_back(length);
    }
    std::sort(lengths_.begin(), lengths_.end(), std::greater<>());
    lengths_.erase(std::unique(lengths_.begin(), lengths_.end()), lengths_.end());
    for (std::uint32_t length : lengths_) {
      if (length * (most - 1) < best.score) break;
      std::uint64_t count = clean_count(length);
      if (count < 2) continue;
      Pos start = kNoPos;
      for (const Occ& o : occ_)
        if (o.clean >= length) {
          start = o.pos;
          break;
        }
      consider({length * (count - 1), length, length, start, false}, best);
      if (count == most) break;  // shorter lengths count the same and score less
    }
  }

  // Current strings of the node that hold a symbol made in this epoch: read each touched
  // occurrence as current symbols (up to the node's longest epoch string), sort those readings,
  // and score every shared prefix whose expansion is one of the node's lengths.
  void best_hierarchical(const Node& node, Candidate& best) {
    std::uint64_t touched_weight = 0;
    for (const Occ& o : occ_)
      if (o.clean < node.hi && live(o.pos)) touched_weight += o.weight;
    if (touched_weight < 2) return;

    readings_.clear();
    reading_symbols_.clear();
    reading_ends_.clear();
    for (const Occ& o : occ_) {
      if (o.clean >= node.hi || !live(o.pos)) continue;
      Reading reading{o.pos, o.weight, static_cast<std::uint32_t>(reading_symbols_.size()), 0,
                      kNoPos};
      Pos limit = o.pos + node.hi;
      for (Pos q = o.pos; q < limit && nxt_[q] <= limit; q = nxt_[q]) {
        if (reading.first_new == kNoPos && sym_[q] >= epoch_base_) reading.first_new = reading.size;
        reading_symbols_.push_back(sym_[q]);
        reading_ends_.push_back(nxt_[q] - o.pos);
        ++reading.size;
      }
      if (reading.first_new == kNoPos) {
        reading_symbols_.resize(reading.offset);
        reading_ends_.resize(reading.offset);
        continue;
      }
      readings_.push_back(reading);
    }
    if (readings_.empty()) return;
    auto text = [&](const Reading& r) {
      return std::span<const Symbol>(reading_symbols_).subspan(r.offset, r.size);
    };
    std::sort(readings_.begin(), readings_.end(), [&](const Reading& a, const Reading& b) {
      auto x = text(a);
      auto y = text(b);
      auto order = std::lexicographical_compare_three_way(x.begin(), x.end(), y.begin(), y.end());
      return order != 0 ? order < 0 : a.pos < b.pos;
    });
    // shared[k]: symbols readings k - 1 and k have in common.
    shared_.assign(readings_.size() + 1, 0);
    for (std::size_t k = 1; k < readings_.size(); ++k) {
      auto x = text(readings_[k - 1]);
      auto y = text(readings_[k]);
      auto mismatch = std::mismatch(x.begin(), x.end(), y.begin(), y.end());
      shared_[k] = static_cast<std::uint32_t>(mismatch.first - x.begin());
    }
    // Groups of readings sharing a prefix: the inner nodes of their trie, then single readings
    // (which repeat when their sequence does).
    for_each_lcp_interval(std::span<const std::uint32_t>(shared_).first(readings_.size()),
                          [&](const LcpInterval& interval) {
                            score_group(node, interval.first, interval.last, interval.parent_depth,
                                        interval.depth, best);
                          });
    for (std::uint32_t k = 0; k < readings_.size(); ++k) {
      std::uint32_t parent = std::max(shared_[k], shared_[k + 1]);
      if (readings_[k].weight >= 2 && readings_[k].size > parent)
        score_group(node, k, k, parent, readings_[k].size, best);
    }
  }

  // Scores the prefixes of `shared_max` symbols down to `parent + 1` that readings[a..b] share.
  void score_group(const Node& node, std::uint32_t a, std::uint32_t b, std::uint32_t parent,
                   std::uint32_t shared_max, Candidate& best) {
    const Reading& lead = readings_[a];
    auto ends = std::span<const std::uint32_t>(reading_ends_).subspan(lead.offset, lead.size);
    std::uint32_t min_symbols = std::max({parent + 1, 2u, lead.first_new + 1});
    // The expansion must be one of the node's lengths; shorter ones belong to an ancestor.
    while (min_symbols <= shared_max && ends[min_symbols - 1] < node.lo)
      ++min_symbols;
    if (min_symbols > shared_max) return;
    group_.clear();
    std::uint64_t weight = 0;
    for (std::uint32_t k = a; k <= b; ++k) {
      group_.push_back({readings_[k].pos, readings_[k].weight});
      weight += readings_[k].weight;
    }
    if (weight < 2 || std::uint64_t{shared_max} * (weight - 1) < best.score) return;
    std::sort(group_.begin(), group_.end());
    auto count = [&](std::uint32_t span) {
      std::uint64_t total = 0;
      std::uint64_t free_from = 0;
      for (const auto& [pos, w] : group_) {
        if (pos < free_from) continue;
        total += w;
        free_from = std::uint64_t{pos} + span;
      }
      return total;
    };
    std::uint64_t most = count(ends[min_symbols - 1]);
    if (most < 2) return;
    for (std::uint32_t symbols = shared_max; symbols >= min_symbols; --symbols) {
      if (symbols * (most - 1) < best.score) break;
      std::uint64_t c = count(ends[symbols - 1]);
      if (c >= 2) consider({symbols * (c - 1), symbols, ends[symbols - 1], lead.pos, true}, best);
      if (c == most) break;  // shorter prefixes count the same and score less
    }
  }

  void consider(const Candidate& candidate, Candidate& best) const {
    if (candidate.score > best.score ||
        (candidate.score == best.score && candidate.score > 0 &&
         (candidate.symbols > best.symbols ||
          (candidate.symbols == best.symbols && lex_less(candidate, best)))))
      best = candidate;
  }

  // Compares the current strings of two candidates of equal length.
  bool lex_less(const Candidate& a, const Candidate& b) const {
    Pos p = a.start;
    Pos q = b.start;
    for (std::uint32_t k = 0; k < a.symbols; ++k, p = nxt_[p], q = nxt_[q])
      if (sym_[p] != sym_[q]) return sym_[p] < sym_[q];
    return false;
  }

  // Replaces the winner's occurrences and returns the motif.
  FoldedMotif apply(std::uint32_t id) {
    const Node& node = nodes_[id];
    const Candidate winner = best_[id];
    FoldedMotif motif;
    motif.score = winner.score;
    for (Pos p = winner.start, k = 0; k < winner.symbols; ++k, p = nxt_[p])
      motif.body.push_back(sym_[p]);
    auto matches = [&](Pos p) {
      if (!live(p)) return false;
      Pos q = p;
      for (std::uint32_t k = 0; k < winner.symbols; ++k, q = nxt_[q])
        if (q >= p + winner.span || sym_[q] != motif.body[k]) return false;
      return q == p + winner.span;
    };
    starts_.clear();
    for (Pos r = node.first; r <= node.last; ++r)
      starts_.push_back(sa_[r]);
    std::sort(starts_.begin(), starts_.end());
    const Symbol symbol = next_symbol_++;
    std::uint64_t free_from = 0;
    for (Pos p : starts_) {
      if (p < free_from) continue;
      bool ok = winner.hierarchical
                    ? matches(p)
                    : events_.next(p) == kNoPos || events_.next(p) >= p + winner.span;
      if (!ok) continue;
      free_from = std::uint64_t{p} + winner.span;
      Pos q = p;
      for (std::uint32_t k = 1; k < winner.symbols; ++k) {
        q = nxt_[q];
        live_[q] = false;
        events_.insert(q);
        changes_.add(q);
        kills_.add(q);
      }
      Pos end = nxt_[q];
      motif.occurrences.push_back({seq_[p], orig_[p], orig_[end]});
      sym_[p] = symbol;
      nxt_[p] = end;
      events_.insert(p);
      changes_.add(p);
      live_symbols_ -= winner.symbols - 1;
    }
    changed_ = true;
    ++round_;
    // The winner's node may still hold motifs; its old score bounds them.
    push({winner.score, 0, id, 0, false});
    return motif;
  }

  struct Occ {
    Pos pos;
    std::uint32_t clean;  // the occurrence is untouched for this many symbols (capped at hi)
    std::uint64_t weight;
  };
  struct Reading {
    Pos pos;
    std::uint64_t weight;
    std::uint32_t offset;  // into reading_symbols_ / reading_ends_
    std::uint32_t size;
    std::uint32_t first_new;  // index of the first symbol made this epoch
  };

  const FoldingOptions& options_;
  std::vector<std::uint64_t> weights_;
  Symbol next_symbol_;
  std::size_t sequence_count_ = 0;

  // The text: sequences joined by separators, in epoch positions. Removed positions stay until
  // the next epoch; nxt_ links the live ones.
  std::vector<Symbol> sym_;
  std::vector<std::uint32_t> orig_;  // the input token a position's symbol starts at
  std::vector<std::uint32_t> seq_;
  std::vector<Pos> nxt_;
  std::vector<bool> live_;
  std::size_t live_symbols_ = 0;

  // The epoch.
  Symbol epoch_base_ = 0;  // symbols from here on were made in this epoch
  std::size_t epoch_symbols_ = 0;
  std::vector<Pos> sa_;
  std::vector<Node> nodes_;
  std::vector<Candidate> best_;
  std::vector<Entry> heap_;
  SuccessorSet events_;
  Fenwick changes_;
  Fenwick kills_;  // removed positions only
  bool changed_ = false;

  std::size_t round_ = 0;
  std::size_t suffix_arrays_ = 0;
  std::size_t evaluations_ = 0;

  // Scratch, kept to avoid reallocating per evaluation.
  std::vector<Occ> occ_;
  std::vector<std::uint32_t> lengths_;
  std::vector<Reading> readings_;
  std::vector<Symbol> reading_symbols_;
  std::vector<std::uint32_t> reading_ends_;
  std::vector<std::uint32_t> shared_;
  std::vector<std::pair<Pos, std::uint64_t>> group_;
  std::vector<Pos> starts_;
};

}  // namespace

EngineResult fold_weighted(const std::vector<std::vector<Symbol>>& sequences,
                           const std::vector<std::uint64_t>& weights, Symbol first_motif_symbol,
                           const FoldingOptions& options) {
  Engine engine(sequences, weights, first_motif_symbol, options);
  return engine.run();
}

}  // namespace passnet::extract::detail
