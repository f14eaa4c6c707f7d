// The plain-sockets HTTP/1.1 client (agent/http_transport.h) against replies written byte for
// byte by a server in the test: what cpp-httplib's server never sends (a body read to the close,
// chunk extensions, a broken chunk size, a reply cut short) and an IPv6 origin.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>
#include <thread>

#include "passnet/agent/http_transport.h"
#include "passnet/util/error.h"

namespace passnet::agent {
namespace {

// Accepts one connection on the loopback, reads the request head and answers `reply` verbatim,
// then closes. `port()` is where it listens.
class CannedServer {
 public:
  CannedServer(std::string reply, bool ipv6 = false) : reply_(std::move(reply)) {
    fd_ = socket(ipv6 ? AF_INET6 : AF_INET, SOCK_STREAM, 0);
    int one = 1;
    setsockopt(fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (ipv6) {
      sockaddr_in6 address{};
      address.sin6_family = AF_INET6;
      address.sin6_addr = in6addr_loopback;
      available_ = bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
    } else {
      sockaddr_in address{};
      address.sin_family = AF_INET;
      address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      available_ = bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
    }
    listen(fd_, 1);
    sockaddr_storage bound{};
    socklen_t length = sizeof bound;
    getsockname(fd_, reinterpret_cast<sockaddr*>(&bound), &length);
    port_ = ntohs(ipv6 ? reinterpret_cast<sockaddr_in6*>(&bound)->sin6_port
                       : reinterpret_cast<sockaddr_in*>(&bound)->sin_port);
    thread_ = std::thread([this] {
      int client = accept(fd_, nullptr, nullptr);
      if (client < 0) return;
      std::string seen;
      char buffer[4096];
      while (seen.find("\r\n\r\n") == std::string::npos) {
        ssize_t got = recv(client, buffer, sizeof buffer, 0);
        if (got <= 0) break;
        seen.append(buffer, static_cast<std::size_t>(got));
      }
      request_ = seen;
      send(client, reply_.data(), reply_.size(), MSG_NOSIGNAL);
      close(client);
    });
  }
  ~CannedServer() {
    shutdown(fd_, SHUT_RDWR);
    thread_.join();
    close(fd_);
  }
  int port() const { return port_; }
  bool available() const { return available_; }
  const std::string& request() const { return request_; }

 private:
  std::string reply_;
  int fd_ = -1;
  int port_ = 0;
  bool available_ = false;
  std::thread thread_;
  std::string request_;
};

struct Received {
  HttpHead head;
  std::string body;
  HttpResult result;
};

Received post_to(const std::string& origin) {
  Received out;
  HttpRequest request{.origin = origin, .path = "/v1/chat", .headers = {{"X-Test", "1"}}};
  request.body = "{}";
  request.read_timeout = std::chrono::seconds(2);
  out.result = plain_transport()->post(
      request, [&](const HttpHead& head) { out.head = head; },
      [&](std::string_view data) {
        out.body.append(data);
        return true;
      });
  return out;
}

TEST(PlainHttp, ReadsABodyToTheCloseAndSendsItsRequest) {
  CannedServer server(
      "HTTP/1.0 503 Busy\r\nretry-after: 7\r\ncontent-type: text/plain\r\n\r\nlater");
  Received got = post_to("http://127.0.0.1:" + std::to_string(server.port()));
  EXPECT_EQ(got.result.failure, HttpFailure::kNone) << got.result.message;
  EXPECT_EQ(got.head.status, 503);
  EXPECT_EQ(got.head.retry_after, "7");
  EXPECT_EQ(got.body, "later");
  EXPECT_NE(server.request().find("POST /v1/chat HTTP/1.1\r\n"), std::string::npos);
  EXPECT_NE(server.request().find("Content-Length: 2\r\n"), std::string::npos);
  EXPECT_NE(server.request().find("X-Test: 1\r\n"), std::string::npos);
}

TEST(PlainHttp, DecodesChunksWithExtensions) {
  CannedServer server(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: text/event-stream\r\n\r\n"
      "5;name=x\r\ndata:\r\n3\r\n 1\n\r\n0\r\n\r\n");
  Received got = post_to("http://localhost:" + std::to_string(server.port()));
  EXPECT_EQ(got.result.failure, HttpFailure::kNone) << got.result.message;
  EXPECT_EQ(got.head.content_type, "text/event-stream");
  EXPECT_EQ(got.body, "data: 1\n");
}

TEST(PlainHttp, ABrokenChunkOrAShortBodyIsAReadFailure) {
  CannedServer broken("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n");
  EXPECT_EQ(post_to("http://127.0.0.1:" + std::to_string(broken.port())).result.failure,
            HttpFailure::kRead);
  CannedServer short_body("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc");
  Received got = post_to("http://127.0.0.1:" + std::to_string(short_body.port()));
  EXPECT_EQ(got.result.failure, HttpFailure::kRead);
  EXPECT_EQ(got.body, "abc");
  EXPECT_NE(got.result.message.find("closed mid-reply"), std::string::npos);
}

TEST(PlainHttp, ReachesAnIpv6Loopback) {
  CannedServer server("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok", true);
  if (!server.available()) GTEST_SKIP() << "no IPv6 loopback here";
  Received got = post_to("http://[::1]:" + std::to_string(server.port()));
  EXPECT_EQ(got.result.failure, HttpFailure::kNone) << got.result.message;
  EXPECT_EQ(got.body, "ok");
}

TEST(PlainHttp, HttpsAndUnknownTransportsAreRefusedUpFront) {
  EXPECT_THROW(make_transport("plain", "https://api.example.com"), Error);
  EXPECT_THROW(make_transport("carrier-pigeon", "http://localhost"), Error);
  EXPECT_THROW(
      plain_transport()->post(
          {.origin = "https://x"}, [](const HttpHead&) {}, [](std::string_view) { return true; }),
      Error);
}

}  // namespace
}  // namespace passnet::agent
