#include "passnet/agent/sse.h"

namespace passnet::agent {

void SseParser::feed(std::string_view bytes) {
  for (char c : bytes) {
    if (after_cr_) {
      after_cr_ = false;
      if (c == '\n') continue;  // the \n of a \r\n
    }
    if (c == '\r' || c == '\n') {
      after_cr_ = c == '\r';
      line(pending_);
      pending_.clear();
    } else {
      pending_ += c;
    }
  }
}

void SseParser::finish() {
  if (!pending_.empty()) {
    line(pending_);
    pending_.clear();
  }
  dispatch();
}

void SseParser::line(std::string_view text) {
  if (text.empty()) {
    dispatch();
    return;
  }
  if (text.front() == ':') return;
  std::size_t colon = text.find(':');
  std::string_view field = text.substr(0, colon);
  std::string_view value = colon == std::string_view::npos ? "" : text.substr(colon + 1);
  if (!value.empty() && value.front() == ' ') value.remove_prefix(1);
  if (field == "data") {
    if (has_data_) data_ += '\n';
    data_ += value;
    has_data_ = true;
  } else if (field == "event") {
    event_ = value;
  }
}

void SseParser::dispatch() {
  if (has_data_) on_event_(event_.empty() ? "message" : event_, data_);
  event_.clear();
  data_.clear();
  has_data_ = false;
}

}  // namespace passnet::agent
