class Program_weight_tensor_meta_ffn_output_15:
    name = "ffn_output_15"
    shape = [1, 128, 16384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0025922433498298796
    std = 0.256842658477543
    data = None
    min_val = -1.3603006601333618
    max_val = 1.2664401531219482
