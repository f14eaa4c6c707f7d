// Small text helpers the engine's readers share: trimming and splitting on one separator.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace passnet {

// `text` without leading and trailing spaces, tabs, carriage returns and newlines.
std::string_view trim(std::string_view text);

// The parts of `text` between `separator`s, each trimmed; empty parts are kept ("a,,b" gives
// three), so a caller can refuse them.
std::vector<std::string> split_trimmed(std::string_view text, char separator);

}  // namespace passnet
