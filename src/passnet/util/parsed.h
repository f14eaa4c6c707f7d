// The outcome of reading text a person wrote, where a wrong spelling is expected rather than
// exceptional: the value, or the message that says what was expected (run options, backend
// specs: tests/spellings.json holds both kinds of answer).
#pragma once

#include <optional>
#include <string>

namespace passnet {

template <typename T>
struct Parsed {
  std::optional<T> value;
  std::string error;  // set when value is empty
};

}  // namespace passnet
