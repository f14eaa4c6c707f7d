// Server-sent events (the streaming format of both chat protocols), parsed as bytes arrive in
// chunks of any size: lines end in \n, \r\n or \r; `data:` lines of one event are joined with
// newlines; comments (`: keep-alive`) and unknown fields are skipped; a blank line dispatches.
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace passnet::agent {

class SseParser {
 public:
  using OnEvent = std::function<void(const std::string& event, const std::string& data)>;
  explicit SseParser(OnEvent on_event) : on_event_(std::move(on_event)) {}

  void feed(std::string_view bytes);
  // The stream ended: an event not yet followed by a blank line is dispatched.
  void finish();

 private:
  void line(std::string_view text);
  void dispatch();

  OnEvent on_event_;
  std::string pending_;  // an unfinished line
  bool after_cr_ = false;
  std::string event_;
  std::string data_;
  bool has_data_ = false;
};

}  // namespace passnet::agent
