#include "passnet/util/text.h"

namespace passnet {

std::string_view trim(std::string_view text) {
  constexpr std::string_view kSpace = " \t\r\n";
  std::size_t first = text.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(kSpace) - first + 1);
}

std::vector<std::string> split_trimmed(std::string_view text, char separator) {
  std::vector<std::string> parts;
  for (;;) {
    std::size_t at = text.find(separator);
    parts.emplace_back(trim(text.substr(0, at)));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + 1);
  }
}

}  // namespace passnet
