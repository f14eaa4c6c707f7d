#!/usr/bin/env bash
# The GPU, driver and software a device run measured with: the first lines of its summary.
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 || true
python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' 2>&1
