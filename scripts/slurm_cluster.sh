#!/usr/bin/env bash
# A single-node Slurm cluster in a folder, for the Slurm executor's tests (issue 33): munged,
# slurmctld and slurmd from Debian's packages (munge, slurmctld, slurmd, slurm-client), CPU only,
# every file (key, sockets, state, spool, logs, slurm.conf) under DIR, ports chosen free, so that
# it never touches the host's own /etc/slurm or /etc/munge and several can coexist.
#
#   scripts/slurm_cluster.sh start DIR     # prints `export SLURM_CONF=DIR/slurm.conf`
#   scripts/slurm_cluster.sh stop DIR
#
# The daemons run as the calling user (root in CI: munged needs --force then). `start` waits
# until the node is idle and fails with the daemons' logs when it does not get there in 60 s.
set -euo pipefail
action="${1:?start or stop}" dir="$(mkdir -p "${2:?DIR}" && cd "$2" && pwd)"

stop() {
  local pids=()
  for name in slurmd slurmctld munged; do
    if [ -f "$dir/$name.pid" ]; then
      pids+=("$(cat "$dir/$name.pid")")
      kill "${pids[-1]}" 2>/dev/null || true
      rm -f "$dir/$name.pid"
    fi
  done
  # Wait for them to go (slurmctld saves its state first), so the folder can be reused at once.
  for _ in $(seq 20); do
    alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && return 0
    sleep 0.5
  done
  for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

if [ "$action" = stop ]; then
  stop
  exit 0
fi
[ "$action" = start ] || { echo "slurm_cluster: $action: expected start or stop" >&2; exit 2; }
for tool in munged slurmctld slurmd sbatch; do
  command -v "$tool" >/dev/null || { echo "slurm_cluster: $tool is missing (apt-get install munge slurmctld slurmd slurm-client)" >&2; exit 3; }
done

user="$(id -un)"
host="$(hostname -s)"
mkdir -p "$dir/state" "$dir/spool" "$dir/munge"
chmod 700 "$dir/munge"
[ -f "$dir/munge/munge.key" ] || dd if=/dev/urandom bs=1 count=1024 of="$dir/munge/munge.key" 2>/dev/null
chmod 400 "$dir/munge/munge.key"
force=()
[ "$(id -u)" = 0 ] && force=(--force)
munged "${force[@]}" --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
  --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munge/seed"

cpus="$(nproc)"
memory="$(awk '/MemTotal/ { print int($2 / 1024 * 0.8) }' /proc/meminfo)"
cat >"$dir/slurm.conf" <<CONF
ClusterName=passnet-test
SlurmctldHost=$host
SlurmUser=$user
SlurmdUser=$user
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
JobRequeue=1
KillWait=5
MinJobAge=600
SlurmctldTimeout=30
SlurmdTimeout=30
NodeName=$host CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$dir/slurm.conf"
slurmctld -i -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for _ in $(seq 60); do
  state="$(sinfo -h -N -o %t 2>/dev/null | head -n 1)"
  if [ "$state" = idle ]; then
    echo "export SLURM_CONF=$SLURM_CONF"
    exit 0
  fi
  sleep 1
done
echo "slurm_cluster: the node did not become idle in 60 s (state: ${state:-none})" >&2
tail -n 20 "$dir"/*.log >&2
stop
exit 1
