#include "passnet/agent/http_transport.h"

#include <fmt/format.h>

#include "passnet/util/error.h"

namespace passnet::agent {

std::unique_ptr<HttpTransport> make_transport(std::string_view kind, std::string_view origin) {
  bool https = origin.starts_with("https://");
#ifdef PASSNET_WITH_HTTPLIB
  if (kind == "auto" || kind == "httplib") return httplib_transport();
#else
  if (kind == "httplib" || (kind == "auto" && https))
    throw Error(ErrorCategory::kUsage,
                fmt::format("{}: this passnet was built without cpp-httplib (the static build): it "
                            "reaches models over plain http:// only",
                            origin));
#endif
  if (kind == "plain" || kind == "auto") {
    if (https)
      throw Error(ErrorCategory::kUsage,
                  fmt::format("{}: the plain transport speaks http:// only", origin));
    return plain_transport();
  }
  throw Error(ErrorCategory::kUsage,
              fmt::format("llm.transport {:?}: expected auto, plain or httplib", kind));
}

}  // namespace passnet::agent
