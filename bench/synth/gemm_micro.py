#!/usr/bin/env python3
# ruff: noqa: ANN001, ANN202 (a Triton kernel: its annotations are its specialisation)
"""The GEMM template's kernel shapes against cuBLAS on PassBench's linear shapes (issue 32).

PassBench's linear subgraphs are mostly small: 166 of v3's 309 eval linears have M <= 64, where
a 32x32 tile gives a 768-wide layer 24 programs, each walking all of K alone. This measures, per
(M, N, K, dtype), the kernel as synth writes it (tiles loaded through float32 and masked again),
with native loads straight into the dot, and with the depth split over programs (``SPLIT``; the
last program of a tile to finish sums the partial tiles and runs the epilogue, counted by an
int32 lock per tile that the call zeroes), over a sweep of tiles, warps and stages; each figure
is microseconds per call replayed from a CUDA graph of 32 calls, allocation and zeroing
included, beside ``torch.nn.functional.linear`` (cuBLAS). Shapes are synthetic (the train
split's and round sizes), never an eval subgraph's own.

    bench/synth/gemm_micro.py [--quick] [--out FILE.jsonl]
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import sys
from collections.abc import Callable, Iterator

import torch
import triton
import triton.language as tl


@triton.jit
def _linear(
    x, w, bias, out, ws, lock, M, N, K,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    SPLIT: tl.constexpr, NATIVE_LOADS: tl.constexpr,
):  # fmt: skip
    pid_m, pid_n, pid_k = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]
    mmask, nmask = rm < M, rn < N
    span = tl.cdiv(tl.cdiv(K, BLOCK_K), SPLIT) * BLOCK_K
    k_lo = pid_k * span
    k_hi = tl.minimum(K, k_lo + span)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(k_lo, k_hi, BLOCK_K):
        ka = k0 + tl.arange(0, BLOCK_K)[None, :]
        kb = k0 + tl.arange(0, BLOCK_K)[:, None]
        amask = mmask & (ka < K)
        bmask = (kb < K) & nmask
        if NATIVE_LOADS:
            a = tl.load(x + rm * K + ka, mask=amask, other=0)
            b = tl.load(w + rn * K + kb, mask=bmask, other=0)
        else:
            a = tl.load(x + rm * K + ka, mask=amask, other=0).to(tl.float32)
            b = tl.load(w + rn * K + kb, mask=bmask, other=0).to(tl.float32)
            a = tl.where(amask, a, 0.0).to(x.dtype.element_ty)
            b = tl.where(bmask, b, 0.0).to(w.dtype.element_ty)
        if a.dtype == tl.float32:
            acc += tl.dot(a, b, input_precision="tf32x3")
        else:
            acc += tl.dot(a, b)
    cmask = mmask & nmask
    if SPLIT == 1:
        c = acc + tl.load(bias + rn, mask=nmask, other=0).to(tl.float32)
        tl.store(out + rm * N + rn, c.to(out.dtype.element_ty), mask=cmask)
    else:
        tile = pid_m * tl.num_programs(1) + pid_n
        offs = tl.arange(0, BLOCK_M)[:, None] * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]
        tl.store(ws + (tile * SPLIT + pid_k) * BLOCK_M * BLOCK_N + offs, acc, cache_modifier=".cg")
        tl.debug_barrier()
        done = tl.atomic_add(lock + tile, 1, sem="acq_rel", scope="gpu")
        if done == SPLIT - 1:
            total = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
            for s in range(SPLIT):
                total += tl.load(
                    ws + (tile * SPLIT + s) * BLOCK_M * BLOCK_N + offs, cache_modifier=".cg"
                )
            c = total + tl.load(bias + rn, mask=nmask, other=0).to(tl.float32)
            tl.store(out + rm * N + rn, c.to(out.dtype.element_ty), mask=cmask)


def run(
    x: torch.Tensor, w: torch.Tensor, bias: torch.Tensor, bm: int, bn: int, bk: int,
    warps: int, stages: int, split: int, native: bool,
) -> torch.Tensor:  # fmt: skip
    M, K = x.shape
    N = w.shape[0]
    out = torch.empty((M, N), dtype=x.dtype, device=x.device)
    tiles_m, tiles_n = triton.cdiv(M, bm), triton.cdiv(N, bn)
    if split > 1:
        ws = torch.empty(tiles_m * tiles_n * split * bm * bn, dtype=torch.float32, device=x.device)
        lock = torch.zeros(tiles_m * tiles_n, dtype=torch.int32, device=x.device)
    else:
        ws = lock = out
    _linear[(tiles_m, tiles_n, split)](
        x, w, bias, out, ws, lock, M, N, K, BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk,
        SPLIT=split, NATIVE_LOADS=native, num_warps=warps, num_stages=stages,
    )  # fmt: skip
    return out


def graph_us(call: Callable[[], object]) -> float:
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(3):
            call()
    torch.cuda.current_stream().wait_stream(stream)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(32):
            call()
    graph.replay()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    best = float("inf")
    for _ in range(5):
        start.record()
        for _ in range(4):
            graph.replay()
        end.record()
        end.synchronize()
        best = min(best, start.elapsed_time(end) * 1e3 / 128)
    graph.reset()
    return best


SHAPES = [
    (1, 512, 512), (4, 768, 768), (12, 768, 3072), (17, 3072, 768), (24, 1024, 1024),
    (50, 768, 768), (64, 4096, 1024), (128, 768, 768), (197, 3072, 768), (256, 1024, 1024),
    (577, 768, 768), (1024, 512, 512), (3136, 64, 64), (3136, 256, 64), (8192, 768, 768),
]  # fmt: skip


def configs(quick: bool) -> Iterator[tuple[int, int, int, int, int, int]]:
    tiles = [(16, 32, 64), (16, 64, 64), (32, 32, 64), (32, 64, 64), (64, 64, 32), (64, 64, 64),
             (64, 128, 32), (128, 64, 32), (128, 128, 32)]  # fmt: skip
    warps, stages = ([4], [3]) if quick else ([2, 4, 8], [2, 3, 4])
    splits = [1, 2, 4, 8, 16]
    for (bm, bn, bk), nw, ns, sp in itertools.product(tiles, warps, stages, splits):
        yield bm, bn, bk, nw, ns, sp


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="4 warps, 3 stages only")
    parser.add_argument("--out", help="JSON lines, one per shape and dtype")
    args = parser.parse_args()
    torch.manual_seed(0)
    sink = open(args.out, "w") if args.out else None
    print(f"{'M':>5} {'N':>5} {'K':>5} {'dtype':8} {'cuBLAS':>7} {'synth':>7} {'native':>7} "
          f"{'split':>7}  best config (bm, bn, bk, warps, stages, split)")  # fmt: skip
    for (M, N, K), dtype in itertools.product(SHAPES, [torch.bfloat16, torch.float32]):
        x = torch.randn(M, K, device="cuda", dtype=dtype)
        w = torch.randn(N, K, device="cuda", dtype=dtype) / K**0.5
        bias = torch.randn(N, device="cuda", dtype=dtype)
        want = torch.nn.functional.linear(x.double(), w.double(), bias.double())
        cublas = graph_us(functools.partial(torch.nn.functional.linear, x, w, bias))
        best: dict[str, tuple[float, tuple]] = {}
        for bm, bn, bk, nw, ns, sp in configs(args.quick):
            if sp > 1 and triton.cdiv(K, bk) < sp:
                continue
            for native in (False, True) if sp == 1 else (True,):
                label = "split" if sp > 1 else ("native" if native else "synth")
                if label == "synth" and (nw, ns) != (4, 3):
                    continue
                call = functools.partial(run, x, w, bias, bm, bn, bk, nw, ns, sp, native)
                try:
                    got = call()
                    torch.cuda.synchronize()
                    error = (got.double() - want).abs().max().item()
                    if error > (0.1 if dtype != torch.float32 else 1e-3):
                        print(f"  wrong: {M},{N},{K} {bm},{bn},{bk},{nw},{ns},{sp}: {error}")
                        continue
                    us = graph_us(call)
                except Exception as failure:  # a config that does not compile or fit
                    print(f"  failed {bm},{bn},{bk},{nw},{ns},{sp}: {str(failure)[:80]}")
                    continue
                if us < best.get(label, (float("inf"),))[0]:
                    best[label] = (us, (bm, bn, bk, nw, ns, sp))
        figure = {k: round(v[0], 2) for k, v in best.items()}
        overall = min(best.values())
        print(f"{M:5} {N:5} {K:5} {str(dtype)[6:]:8} {cublas:7.2f} {figure.get('synth', 0):7.2f} "
              f"{figure.get('native', 0):7.2f} {figure.get('split', 0):7.2f}  {overall[1]}",
              flush=True)  # fmt: skip
        if sink:
            sink.write(json.dumps({"shape": [M, N, K], "dtype": str(dtype), "cublas_us": cublas,
                                   "best": {k: [v[0], list(v[1])] for k, v in best.items()}})
                       + "\n")  # fmt: skip
            sink.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
