class Program_weight_tensor_meta_attn_output_13:
    name = "attn_output_13"
    shape = [1, 36, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.003583885760488465
    std = 0.027823583113419686
    data = None
    min_val = -0.0870201513171196
    max_val = 0.0855196863412857
