// The cpp-httplib transport (http_transport.h): http and https (OpenSSL), one client per request.
// httplib blocks in its reads until the read timeout, so a watcher thread stops the client on
// Ctrl-C: the attempt then ends at once, resumable, instead of after minutes of waiting.
#include <httplib.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "passnet/agent/http_transport.h"
#include "passnet/util/interrupt.h"

namespace passnet::agent {

namespace {

HttpFailure failure_of(httplib::Error error) {
  switch (error) {
    case httplib::Error::Success:
      return HttpFailure::kNone;
    case httplib::Error::ConnectionTimeout:
      return HttpFailure::kConnectTimeout;
    case httplib::Error::Connection:
    case httplib::Error::BindIPAddress:
    case httplib::Error::SSLConnection:
    case httplib::Error::SSLServerVerification:
      return HttpFailure::kConnect;
    case httplib::Error::Write:
      return HttpFailure::kWrite;
    case httplib::Error::Canceled:
      return HttpFailure::kCancelled;
    default:
      return HttpFailure::kRead;
  }
}

class HttplibTransport final : public HttpTransport {
 public:
  HttpResult post(const HttpRequest& request, const HeadHandler& on_head,
                  const BodyHandler& on_body) override {
    httplib::Client client(request.origin);
    client.set_connection_timeout(request.connect_timeout);
    client.set_read_timeout(request.read_timeout);
    client.set_write_timeout(request.read_timeout);
    httplib::Request sent;
    sent.method = "POST";
    sent.path = request.path;
    for (const auto& [name, value] : request.headers)
      sent.headers.emplace(name, value);
    sent.body = request.body;
    sent.response_handler = [&](const httplib::Response& response) {
      on_head({response.status, response.get_header_value("Content-Type"),
               response.get_header_value("Retry-After")});
      return true;
    };
    sent.content_receiver = [&](const char* data, std::size_t size, std::uint64_t, std::uint64_t) {
      return on_body(std::string_view(data, size));
    };
    auto started = std::chrono::steady_clock::now();
    httplib::Response response;
    httplib::Error error = httplib::Error::Success;
    std::atomic<bool> done{false};
    std::thread watcher([&] {
      while (!done.load()) {
        if (InterruptGuard::interrupted()) {
          client.stop();  // thread-safe: shuts the socket the request is blocked on
          return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
      }
    });
    bool sent_ok = client.send(sent, response, error);
    done.store(true);
    watcher.join();
    if (sent_ok) return {};
    if (InterruptGuard::interrupted()) return {HttpFailure::kCancelled, "interrupted"};
    HttpFailure failure = failure_of(error);
    // httplib reports a silent server as a failed read: past the read timeout, it is one.
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (failure == HttpFailure::kRead &&
        seconds + 0.5 >= static_cast<double>(request.read_timeout.count()))
      failure = HttpFailure::kReadTimeout;
    return {failure, httplib::to_string(error)};
  }
};

}  // namespace

std::unique_ptr<HttpTransport> httplib_transport() {
  return std::make_unique<HttplibTransport>();
}

}  // namespace passnet::agent
