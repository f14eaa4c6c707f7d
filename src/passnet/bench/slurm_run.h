// `bench run` and `bench suite run` with `--executor slurm` (issue 33): the run's samples split
// into shards, one Slurm array task per shard, each running the local runner over its shard
// into its own results database under RUN/shards/I/ (SQLite's locking is not safe over network
// file systems, so no two hosts write one database), then merged into RUN/run.db. Everything is
// idempotent: a shard resumes where it stopped (preempted, killed, requeued), the merge adds a
// sample once whatever runs twice, and rerunning the command merges what is there and submits
// the shards that are not finished. RUN/slurm/ keeps the plan, each shard's options, the batch
// script and the tasks' logs.
#pragma once

#include <string>

#include "passnet/bench/runner.h"
#include "passnet/exec/slurm.h"

namespace passnet::bench {

// `passnet_binary` is what the tasks run (this engine, on storage the nodes share).
RunSummary run_on_slurm(const RunOptions& options, const exec::SlurmOptions& slurm,
                        const std::string& passnet_binary);

// What a task runs: `passnet bench shard RUN/slurm/shard-I.json`.
RunSummary run_shard(const std::string& shard_file);

// Adds every sample of RUN/shards/*/run.db that RUN/run.db lacks (jobs and results, as
// recorded); returns how many were added.
std::size_t merge_shards(const std::string& run_dir);

}  // namespace passnet::bench
