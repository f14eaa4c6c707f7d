// SHA-256 digests as lowercase hex, through OpenSSL's libcrypto (Debian's libssl-dev): PassNet
// names a task by the SHA-256 of its subgraphs' uids, and GraphNet's graph_hash.txt is the
// SHA-256 of model.py, so passnet computes the same digests to read and write their layouts.
#pragma once

#include <string>
#include <string_view>

namespace passnet {

std::string sha256_hex(std::string_view data);

}  // namespace passnet
