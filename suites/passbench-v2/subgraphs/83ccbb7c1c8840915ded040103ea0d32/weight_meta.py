class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 15, 16, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0004726350640964938
    std = 0.1253762192486194
    data = None
    min_val = -0.4339143931865692
    max_val = 0.40688851475715637
