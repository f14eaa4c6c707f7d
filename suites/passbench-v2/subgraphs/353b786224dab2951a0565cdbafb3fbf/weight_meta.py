class Program_weight_tensor_meta_transpose_38:
    name = "transpose_38"
    shape = [1, 12, 3601, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00022294606891257903
    std = 0.004874600078643195
    data = None
    min_val = -0.016932960599660873
    max_val = 0.018455080687999725
