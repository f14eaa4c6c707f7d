// The plain-sockets HTTP/1.1 client (http_transport.h): one connection per request
// ("Connection: close"), non-blocking I/O with poll so that every wait has its timeout and
// Ctrl-C is seen within a fifth of a second.
#include <fcntl.h>
#include <fmt/format.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <optional>

#include "passnet/agent/http_transport.h"
#include "passnet/util/error.h"
#include "passnet/util/interrupt.h"

namespace passnet::agent {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kMaxHead = 64 * 1024;
// Far above any model's reply; a size beyond it is a broken stream, not a chunk to wait for.
constexpr std::size_t kMaxChunk = std::size_t{1} << 30;

class Socket {
 public:
  explicit Socket(int fd) : fd_(fd) {}
  Socket(const Socket&) = delete;
  Socket& operator=(const Socket&) = delete;
  ~Socket() {
    if (fd_ >= 0) close(fd_);
  }
  int fd() const { return fd_; }

 private:
  int fd_;
};

struct Endpoint {
  std::string host;  // without brackets
  std::string port;
  std::string host_header;
};

Endpoint parse_origin(std::string_view origin) {
  constexpr std::string_view kScheme = "http://";
  if (!origin.starts_with(kScheme))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: the plain HTTP client speaks http:// only", origin));
  std::string_view rest = origin.substr(kScheme.size());
  Endpoint out{.host = "", .port = "80", .host_header = std::string(rest)};
  if (rest.starts_with('[')) {  // [::1]:8000
    std::size_t close = rest.find(']');
    if (close == std::string_view::npos)
      throw Error(ErrorCategory::kUsage, fmt::format("{}: unclosed [ in the host", origin));
    out.host = rest.substr(1, close - 1);
    if (close + 1 < rest.size() && rest[close + 1] == ':') out.port = rest.substr(close + 2);
  } else if (std::size_t colon = rest.rfind(':'); colon != std::string_view::npos) {
    out.host = rest.substr(0, colon);
    out.port = rest.substr(colon + 1);
  } else {
    out.host = rest;
  }
  if (out.host.empty() || out.port.empty())
    throw Error(ErrorCategory::kUsage, fmt::format("{}: no host or port", origin));
  return out;
}

enum class Wait { kReady, kTimeout, kInterrupted };

// Waits for `events` on fd until `deadline`, in slices so that Ctrl-C ends the wait.
Wait wait_for(int fd, short events, Clock::time_point deadline) {
  for (;;) {
    if (InterruptGuard::interrupted()) return Wait::kInterrupted;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) return Wait::kTimeout;
    pollfd polled{fd, events, 0};
    int ready = poll(&polled, 1, static_cast<int>(std::min<std::int64_t>(left.count(), 200)));
    if (ready > 0) return Wait::kReady;
    if (ready < 0 && errno != EINTR) return Wait::kReady;  // the call that follows reports it
  }
}

HttpResult failed(HttpFailure failure, std::string message) {
  return {failure, std::move(message)};
}

std::string lowercase(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
    text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  return text;
}

std::optional<int> connect_to(const Endpoint& endpoint, const HttpRequest& request,
                              HttpResult& error) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (int rc = getaddrinfo(endpoint.host.c_str(), endpoint.port.c_str(), &hints, &found); rc != 0) {
    error = failed(HttpFailure::kConnect,
                   fmt::format("cannot resolve {}: {}", endpoint.host, gai_strerror(rc)));
    return std::nullopt;
  }
  auto deadline = Clock::now() + request.connect_timeout;
  error = failed(HttpFailure::kConnect, "no address to connect to");
  std::optional<int> connected;
  for (addrinfo* at = found; at && !connected; at = at->ai_next) {
    int fd = socket(at->ai_family, at->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) continue;
    bool ok = ::connect(fd, at->ai_addr, at->ai_addrlen) == 0;
    if (!ok && errno == EINPROGRESS) {
      Wait waited = wait_for(fd, POLLOUT, deadline);
      int so_error = 0;
      socklen_t length = sizeof so_error;
      if (waited == Wait::kReady && getsockopt(fd, SOL_SOCKET, SO_ERROR, &so_error, &length) != 0)
        so_error = errno;
      ok = waited == Wait::kReady && so_error == 0;
      if (!ok)
        error =
            waited == Wait::kTimeout
                ? failed(HttpFailure::kConnectTimeout,
                         fmt::format("no connection within {} s", request.connect_timeout.count()))
            : waited == Wait::kInterrupted ? failed(HttpFailure::kCancelled, "interrupted")
                                           : failed(HttpFailure::kConnect, std::strerror(so_error));
    } else if (!ok) {
      error = failed(HttpFailure::kConnect, std::strerror(errno));
    }
    if (ok)
      connected = fd;
    else
      close(fd);
    if (error.failure == HttpFailure::kCancelled) break;  // Ctrl-C: no other address either
  }
  freeaddrinfo(found);
  return connected;
}

// The reply's bytes as they arrive: each read waits at most the read timeout.
class Reader {
 public:
  Reader(int fd, std::chrono::seconds timeout) : fd_(fd), timeout_(timeout) {}
  // Appends what arrives to buffer; false at the end of the stream or on a failure (failure()).
  bool more() {
    Wait waited = wait_for(fd_, POLLIN, Clock::now() + timeout_);
    if (waited != Wait::kReady) {
      failure_ =
          waited == Wait::kTimeout
              ? failed(HttpFailure::kReadTimeout, fmt::format("no data for {} s", timeout_.count()))
              : failed(HttpFailure::kCancelled, "interrupted");
      return false;
    }
    char chunk[16384];
    ssize_t got = recv(fd_, chunk, sizeof chunk, 0);
    if (got < 0 && (errno == EAGAIN || errno == EINTR)) return true;
    if (got < 0) {
      failure_ = failed(HttpFailure::kRead, std::strerror(errno));
      return false;
    }
    if (got == 0) {
      ended_ = true;
      return false;
    }
    buffer.append(chunk, static_cast<std::size_t>(got));
    return true;
  }
  bool ended() const { return ended_; }
  const HttpResult& failure() const { return failure_; }
  std::string buffer;

 private:
  int fd_;
  std::chrono::seconds timeout_;
  bool ended_ = false;
  HttpResult failure_;
};

HttpResult write_all(int fd, std::string_view data, std::chrono::seconds timeout) {
  while (!data.empty()) {
    ssize_t sent = send(fd, data.data(), data.size(), MSG_NOSIGNAL);
    if (sent > 0) {
      data.remove_prefix(static_cast<std::size_t>(sent));
      continue;
    }
    if (sent < 0 && errno != EAGAIN && errno != EINTR)
      return failed(HttpFailure::kWrite, std::strerror(errno));
    Wait waited = wait_for(fd, POLLOUT, Clock::now() + timeout);
    if (waited == Wait::kTimeout)
      return failed(HttpFailure::kWrite, fmt::format("could not send for {} s", timeout.count()));
    if (waited == Wait::kInterrupted) return failed(HttpFailure::kCancelled, "interrupted");
  }
  return {};
}

HttpResult cut_short(const Reader& reader) {
  return reader.ended() ? failed(HttpFailure::kRead, "the connection closed mid-reply")
                        : reader.failure();
}

class PlainTransport final : public HttpTransport {
 public:
  HttpResult post(const HttpRequest& request, const HeadHandler& on_head,
                  const BodyHandler& on_body) override {
    Endpoint endpoint = parse_origin(request.origin);
    HttpResult error;
    std::optional<int> fd = connect_to(endpoint, request, error);
    if (!fd) return error;
    Socket socket(*fd);
    std::string message = fmt::format(
        "POST {} HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\nConnection: close\r\n",
        request.path.empty() ? "/" : request.path, endpoint.host_header, request.body.size());
    for (const auto& [name, value] : request.headers)
      message += fmt::format("{}: {}\r\n", name, value);
    message += "\r\n";
    message += request.body;
    if (HttpResult written = write_all(socket.fd(), message, request.read_timeout);
        written.failure != HttpFailure::kNone)
      return written;

    Reader reader(socket.fd(), request.read_timeout);
    std::size_t head_end;
    while ((head_end = reader.buffer.find("\r\n\r\n")) == std::string::npos) {
      if (reader.buffer.size() > kMaxHead)
        return failed(HttpFailure::kRead, "a reply head over 64 KiB");
      if (!reader.more()) return cut_short(reader);
    }
    std::string_view head(reader.buffer.data(), head_end);
    HttpHead parsed;
    std::optional<std::size_t> content_length;
    bool chunked = false;
    std::size_t line_end = head.find("\r\n");
    std::string_view status_line = head.substr(0, line_end);
    if (!status_line.starts_with("HTTP/1.") || status_line.size() < 12)
      return failed(HttpFailure::kRead, fmt::format("not an HTTP reply: {:.80}", status_line));
    parsed.status = std::atoi(std::string(status_line.substr(9, 3)).c_str());
    while (line_end != std::string_view::npos && line_end < head.size()) {
      std::size_t next = head.find("\r\n", line_end + 2);
      std::string_view line =
          head.substr(line_end + 2, next == std::string_view::npos ? std::string_view::npos
                                                                   : next - line_end - 2);
      line_end = next;
      std::size_t colon = line.find(':');
      if (colon == std::string_view::npos) continue;
      std::string name = lowercase(trimmed(line.substr(0, colon)));
      std::string_view value = trimmed(line.substr(colon + 1));
      if (name == "content-type") parsed.content_type = value;
      if (name == "retry-after") parsed.retry_after = value;
      if (name == "content-length") {
        std::string text(value);
        char* end = nullptr;
        content_length = std::strtoull(text.c_str(), &end, 10);
        if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0])) ||
            end != text.c_str() + text.size())
          return failed(HttpFailure::kRead, fmt::format("a bad Content-Length: {:.40}", text));
      }
      if (name == "transfer-encoding")
        chunked = lowercase(value).find("chunked") != std::string::npos;
    }
    reader.buffer.erase(0, head_end + 4);
    on_head(parsed);

    auto deliver = [&](std::string_view data) { return data.empty() || on_body(data); };
    if (chunked) {
      for (;;) {
        std::size_t size_end;
        while ((size_end = reader.buffer.find("\r\n")) == std::string::npos)
          if (!reader.more()) return cut_short(reader);
        std::size_t size = 0;
        std::string_view digits(reader.buffer.data(), size_end);
        digits = digits.substr(0, digits.find(';'));
        char* end = nullptr;
        std::string text(trimmed(digits));
        size = std::strtoull(text.c_str(), &end, 16);
        if (text.empty() || end != text.c_str() + text.size())
          return failed(HttpFailure::kRead, fmt::format("a bad chunk size: {:.40}", text));
        if (size == 0) return {};  // trailers, if any, say nothing the client needs
        if (size > kMaxChunk)
          return failed(HttpFailure::kRead, fmt::format("a chunk of {} bytes", size));
        while (reader.buffer.size() < size_end + 2 + size + 2)
          if (!reader.more()) return cut_short(reader);
        if (reader.buffer.compare(size_end + 2 + size, 2, "\r\n") != 0)
          return failed(HttpFailure::kRead, "a chunk not followed by CRLF");
        if (!deliver(std::string_view(reader.buffer).substr(size_end + 2, size)))
          return failed(HttpFailure::kCancelled, "stopped by the reader");
        reader.buffer.erase(0, size_end + 2 + size + 2);
      }
    }
    std::size_t left = content_length.value_or(SIZE_MAX);
    for (;;) {
      std::size_t take = std::min(left, reader.buffer.size());
      if (!deliver(std::string_view(reader.buffer).substr(0, take)))
        return failed(HttpFailure::kCancelled, "stopped by the reader");
      reader.buffer.erase(0, take);
      left -= take;
      if (left == 0) return {};
      if (!reader.more()) {
        if (reader.ended() && !content_length) return {};  // read to the close
        return cut_short(reader);
      }
    }
  }
};

}  // namespace

std::unique_ptr<HttpTransport> plain_transport() {
  return std::make_unique<PlainTransport>();
}

}  // namespace passnet::agent
