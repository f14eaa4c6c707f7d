#include "passnet/extract/suffix_array.h"

#include <algorithm>

namespace passnet::extract {

namespace {

using Index = std::uint32_t;
constexpr Index kEmpty = ~Index{0};

// SA-IS (Nong, Zhang and Chan 2009). Suffixes are typed S (smaller than the next suffix) or L;
// sorting the leftmost-S (LMS) substrings by induction, naming them, and recursing on the names
// when two are equal orders the LMS suffixes, from which one more induction orders them all.
void sa_is(std::span<const Index> s, Index alphabet, std::span<Index> sa) {
  const Index n = static_cast<Index>(s.size());
  if (n == 0) return;
  if (n == 1) {
    sa[0] = 0;
    return;
  }
  std::vector<bool> is_s(n, false);
  for (Index i = n - 1; i-- > 0;)
    is_s[i] = s[i] == s[i + 1] ? is_s[i + 1] : s[i] < s[i + 1];
  auto is_lms = [&](Index i) { return i > 0 && is_s[i] && !is_s[i - 1]; };

  // Bucket boundaries: bucket c spans [start[c], start[c + 1]).
  std::vector<Index> start(alphabet + 1, 0);
  for (Index c : s)
    ++start[c + 1];
  for (Index c = 0; c < alphabet; ++c)
    start[c + 1] += start[c];
  std::vector<Index> cursor(alphabet);

  auto induce = [&](std::span<const Index> lms_in_order) {
    std::fill(sa.begin(), sa.end(), kEmpty);
    // LMS suffixes at the ends of their buckets, keeping their given order.
    for (Index c = 0; c < alphabet; ++c)
      cursor[c] = start[c + 1];
    for (Index k = static_cast<Index>(lms_in_order.size()); k-- > 0;) {
      Index i = lms_in_order[k];
      sa[--cursor[s[i]]] = i;
    }
    // L suffixes from the left: the last suffix is L by convention and comes first in its bucket.
    for (Index c = 0; c < alphabet; ++c)
      cursor[c] = start[c];
    sa[cursor[s[n - 1]]++] = n - 1;
    for (Index r = 0; r < n; ++r) {
      Index i = sa[r];
      if (i != kEmpty && i > 0 && !is_s[i - 1]) sa[cursor[s[i - 1]]++] = i - 1;
    }
    // S suffixes from the right.
    for (Index c = 0; c < alphabet; ++c)
      cursor[c] = start[c + 1];
    for (Index r = n; r-- > 0;) {
      Index i = sa[r];
      if (i != kEmpty && i > 0 && is_s[i - 1]) sa[--cursor[s[i - 1]]] = i - 1;
    }
  };

  std::vector<Index> lms;
  for (Index i = 1; i < n; ++i)
    if (is_lms(i)) lms.push_back(i);
  induce(lms);
  if (lms.empty()) return;

  // Name the LMS substrings in sorted order; equal substrings share a name.
  std::vector<Index> lms_rank(n, kEmpty);
  for (Index k = 0; k < lms.size(); ++k)
    lms_rank[lms[k]] = k;
  std::vector<Index> sorted_lms;
  sorted_lms.reserve(lms.size());
  for (Index i : sa)
    if (i != kEmpty && lms_rank[i] != kEmpty) sorted_lms.push_back(i);
  auto lms_end = [&](Index i) {
    Index k = lms_rank[i] + 1;
    return k < lms.size() ? lms[k] : n;
  };
  std::vector<Index> names(lms.size());
  Index name = 0;
  names[lms_rank[sorted_lms[0]]] = 0;
  for (Index k = 1; k < sorted_lms.size(); ++k) {
    Index a = sorted_lms[k - 1];
    Index b = sorted_lms[k];
    Index a_end = lms_end(a);
    Index b_end = lms_end(b);
    bool same = a_end - a == b_end - b && b_end < n && a_end < n &&
                std::equal(s.begin() + a, s.begin() + a_end + 1, s.begin() + b);
    if (!same) ++name;
    names[lms_rank[b]] = name;
  }
  if (name + 1 < lms.size()) {
    std::vector<Index> sub_sa(lms.size());
    sa_is(names, name + 1, sub_sa);
    for (Index k = 0; k < lms.size(); ++k)
      sorted_lms[k] = lms[sub_sa[k]];
  }
  induce(sorted_lms);
}

}  // namespace

std::vector<std::uint32_t> suffix_array(std::span<const std::uint32_t> text,
                                        std::uint32_t alphabet_size) {
  std::vector<std::uint32_t> sa(text.size());
  sa_is(text, alphabet_size, sa);
  return sa;
}

std::vector<std::uint32_t> lcp_array(std::span<const std::uint32_t> text,
                                     std::span<const std::uint32_t> sa, std::uint32_t separator) {
  const std::size_t n = text.size();
  std::vector<std::uint32_t> rank(n);
  for (std::size_t r = 0; r < n; ++r)
    rank[sa[r]] = static_cast<std::uint32_t>(r);
  std::vector<std::uint32_t> lcp(n, 0);
  // Kasai: the match at i + 1 is at least the match at i minus one. Stopping at separators keeps
  // that true, since a separator-free match at i minus its first symbol is separator-free.
  std::size_t h = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (rank[i] == 0) {
      h = 0;
      continue;
    }
    std::size_t j = sa[rank[i] - 1];
    while (i + h < n && j + h < n && text[i + h] == text[j + h] && text[i + h] != separator)
      ++h;
    lcp[rank[i]] = static_cast<std::uint32_t>(h);
    if (h > 0) --h;
  }
  return lcp;
}

void for_each_lcp_interval(std::span<const std::uint32_t> lcp,
                           const std::function<void(const LcpInterval&)>& fn) {
  struct Open {
    std::uint32_t depth;
    std::uint32_t first;
  };
  std::vector<Open> stack{{0, 0}};
  const auto n = static_cast<std::uint32_t>(lcp.size());
  for (std::uint32_t r = 1; r <= n; ++r) {
    std::uint32_t depth = r < n ? lcp[r] : 0;
    std::uint32_t first = r - 1;
    while (depth < stack.back().depth) {
      Open open = stack.back();
      stack.pop_back();
      fn({open.first, r - 1, open.depth, std::max(depth, stack.back().depth)});
      first = open.first;
    }
    if (depth > stack.back().depth) stack.push_back({depth, first});
  }
}

}  // namespace passnet::extract
