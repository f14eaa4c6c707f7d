class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 20, 16, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.001367988993297331
    std = 0.05355554512509467
    data = None
    min_val = -0.3828125
    max_val = 0.263671875
