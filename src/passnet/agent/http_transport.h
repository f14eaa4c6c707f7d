// One HTTP POST whose reply is handed over as it arrives (a model's streamed tokens), for the
// LLM client. Two transports: cpp-httplib (http and https; the default where the build has it)
// and a plain-sockets HTTP/1.1 client (http only: Content-Length, chunked or read-to-close
// bodies), which needs no library and so is what the static build for GPU hosts has, where a
// model served on that host is reached over plain HTTP. Failures are values, typed so that the
// client can tell a timeout from a dropped connection.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace passnet::agent {

struct HttpRequest {
  std::string origin;  // http://host[:port] or https://...
  std::string path;
  std::vector<std::pair<std::string, std::string>> headers;  // besides Host and Content-Length
  std::string body;
  std::chrono::seconds connect_timeout{10};
  std::chrono::seconds read_timeout{120};  // the longest silence, and the longest write
};

struct HttpHead {
  int status = 0;
  std::string content_type;
  std::string retry_after;
};

enum class HttpFailure {
  kNone,
  kConnect,
  kConnectTimeout,
  kWrite,
  kRead,
  kReadTimeout,
  kCancelled
};

struct HttpResult {
  HttpFailure failure = HttpFailure::kNone;
  std::string message;  // what failed, for the model's operator
};

// Called once with the status line and headers, then with each piece of the decoded body;
// returning false stops reading (the result is then kCancelled).
using HeadHandler = std::function<void(const HttpHead&)>;
using BodyHandler = std::function<bool(std::string_view)>;

class HttpTransport {
 public:
  virtual ~HttpTransport() = default;
  virtual HttpResult post(const HttpRequest& request, const HeadHandler& on_head,
                          const BodyHandler& on_body) = 0;
};

// "auto": cpp-httplib where this build has it, else the plain client; "plain": the plain client;
// "httplib". Throws Error(kUsage) for a transport this build lacks, or https on the plain client.
std::unique_ptr<HttpTransport> make_transport(std::string_view kind, std::string_view origin);

std::unique_ptr<HttpTransport> plain_transport();
#ifdef PASSNET_WITH_HTTPLIB
std::unique_ptr<HttpTransport> httplib_transport();
#endif

}  // namespace passnet::agent
