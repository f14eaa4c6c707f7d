class Program_weight_tensor_meta_attn_weights_30:
    name = "attn_weights_30"
    shape = [6, 8, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.56751764682317e-07
    std = 6.866728495850124e-05
    data = None
    min_val = -0.00021434434165712446
    max_val = 0.00021538761211559176
