class Program_weight_tensor_meta_ffn_output:
    name = "ffn_output"
    shape = [1, 128, 16384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0021308759471713066
    std = 0.2569786450518813
    data = None
    min_val = -1.3261815309524536
    max_val = 1.3099340200424194
