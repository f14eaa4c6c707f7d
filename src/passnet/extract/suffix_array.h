// Suffix arrays over integer alphabets, for motif mining. suffix_array is SA-IS (linear time,
// linear extra space); lcp_array is Kasai's algorithm with one twist: common prefixes stop at a
// separator symbol, so a text made of many sequences joined by separators yields the suffix tree
// of the sequences themselves (no repeat ever spans two of them). for_each_lcp_interval walks
// that suffix tree's internal nodes bottom-up.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace passnet::extract {

// The suffix array of `text` whose symbols lie in [0, alphabet_size): sa[r] is the start of the
// r-th smallest suffix. A shorter suffix that is a prefix of a longer one sorts first.
std::vector<std::uint32_t> suffix_array(std::span<const std::uint32_t> text,
                                        std::uint32_t alphabet_size);

// lcp[r] = length of the common prefix of suffixes sa[r - 1] and sa[r] that holds no
// `separator` symbol (lcp[0] = 0).
std::vector<std::uint32_t> lcp_array(std::span<const std::uint32_t> text,
                                     std::span<const std::uint32_t> sa, std::uint32_t separator);

// One internal node of the suffix tree: the suffixes sa[first..last] (at least two) share a prefix
// of `depth` symbols, and no longer one; `parent_depth` is the depth of the enclosing node (0 for
// the root). Every string of length in (parent_depth, depth] that starts these suffixes occurs
// exactly at sa[first..last].
struct LcpInterval {
  std::uint32_t first = 0;
  std::uint32_t last = 0;
  std::uint32_t depth = 0;
  std::uint32_t parent_depth = 0;
};

// Calls `fn` for every interval with depth > 0, children before parents.
void for_each_lcp_interval(std::span<const std::uint32_t> lcp,
                           const std::function<void(const LcpInterval&)>& fn);

}  // namespace passnet::extract
